import { BadgeCheck, BarChart3, Building2, CalendarClock, HandCoins, Heart, MapPin, Stethoscope, type LucideIcon } from 'lucide-react';
import { TOUR_DAYS } from '@afh/contract/rules';
import { SETTING_FIELDS, SETTING_NAMES, type SettingName, type SettingDescription, type SettingGroup, type SettingKind } from '@afh/contract/setting-fields';
import type { SettingsField } from './settings-values';

export type FieldSpec = {
  name: SettingsField;
  label: string;
  /** text by default; a number of rows makes it a text area. A list is typed entry by entry; choices are checkboxes. */
  kind?: 'text' | 'email' | 'phone' | 'number' | 'url' | 'time' | 'switch' | 'list' | 'choices';
  /** What a list holds, one at a time ('item'), or the choices offered. */
  itemName?: string;
  choices?: readonly string[];
  /** How each choice reads, when its stored value is not a word for people (the days' 'mon'). */
  choiceLabels?: Readonly<Record<string, string>>;
  rows?: number;
  /** A short help line under the control. */
  hint?: string;
};

export type SectionSpec = { id: string; title: string; icon: LucideIcon; layout: 'pairs' | 'quarters' | 'stack'; fields: FieldSpec[] };

const DAY_NAMES = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' } as const satisfies Record<(typeof TOUR_DAYS)[number], string>;

/** How the form takes each kind of described setting: a text field unless said (a text area with rows). */
const FORM_KIND: Record<SettingKind, FieldSpec['kind']> = {
  text: undefined,
  lines: undefined,
  license: undefined,
  month: undefined,
  phone: 'phone',
  email: 'email',
  number: 'number',
  url: 'url',
  switch: 'switch',
  list: 'list',
  choices: 'choices',
};

/** The fields of a card, in their described order (@afh/contract/setting-fields), with their labels and help; the languages have a card of their own (languages-card.tsx). */
const describedFields = (group: Exclude<SettingGroup, 'languages'>): FieldSpec[] =>
  SETTING_NAMES.filter((name): name is Exclude<SettingName, 'languages'> => name !== 'languages' && SETTING_FIELDS[name].group === group).map((name) => {
    const { label, kind, rows, hint, itemName, choices, choiceLabels }: SettingDescription = SETTING_FIELDS[name];
    return { name, label, kind: FORM_KIND[kind], rows, hint, itemName, choices, choiceLabels };
  });

/** The editable cards of the settings screen, in order, with the spec's labels (section 2). */
export const SECTIONS: SectionSpec[] = [
  {
    id: 'contact',
    title: 'Contact & Address Information',
    icon: MapPin,
    layout: 'pairs',
    fields: describedFields('contact'),
  },
  {
    id: 'company',
    title: 'Company Information',
    icon: Building2,
    layout: 'stack',
    fields: describedFields('company'),
  },
  {
    id: 'values',
    title: 'Company Values',
    icon: Heart,
    layout: 'pairs',
    fields: describedFields('values'),
  },
  {
    id: 'statistics',
    title: 'Company Statistics',
    icon: BarChart3,
    layout: 'quarters',
    fields: describedFields('statistics'),
  },
  {
    id: 'license',
    title: 'License & Availability',
    icon: BadgeCheck,
    layout: 'pairs',
    fields: describedFields('license'),
  },
  {
    id: 'costs',
    title: 'Costs & Payment',
    icon: HandCoins,
    layout: 'pairs',
    fields: describedFields('costs'),
  },
  {
    id: 'care',
    title: 'Care We Give',
    icon: Stethoscope,
    layout: 'stack',
    fields: describedFields('care'),
  },
  {
    id: 'tours',
    title: 'Tour Hours',
    icon: CalendarClock,
    layout: 'pairs',
    fields: [
      { name: 'tour_days', label: 'Tour Days', kind: 'choices', choices: TOUR_DAYS, choiceLabels: DAY_NAMES, hint: 'No days: families ask for preferred times instead of booking one.' },
      { name: 'timezone', label: 'Time Zone', hint: 'The home’s time zone, for example America/Los_Angeles. Tour times and exported times use it.' },
      { name: 'tour_start', label: 'Tours From', kind: 'time' },
      { name: 'tour_end', label: 'Tours Until', kind: 'time', hint: 'The last tour ends by then.' },
      { name: 'tour_length_minutes', label: 'Tour Length (minutes)', kind: 'number', hint: 'From 15 to 180.' },
      { name: 'tour_notice_hours', label: 'Booking Notice (hours)', kind: 'number', hint: 'How soon a tour can be booked, from 0 to 168.' },
      { name: 'tour_horizon_days', label: 'Booking Horizon (days)', kind: 'number', hint: 'How far ahead a tour can be booked, from 1 to 60.' },
      { name: 'tour_closed_dates', label: 'Closed Dates', kind: 'list', itemName: 'a date such as 2026-12-25' },
    ],
  },
];
