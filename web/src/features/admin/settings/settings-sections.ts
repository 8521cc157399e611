import { BadgeCheck, BarChart3, Building2, CalendarClock, HandCoins, Heart, MapPin, type LucideIcon } from 'lucide-react';
import { PAYMENT_TYPES, TOUR_DAYS } from '@afh/contract/rules';
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

/** The editable cards of the settings screen, in order, with the spec's labels (section 2). */
export const SECTIONS: SectionSpec[] = [
  {
    id: 'contact',
    title: 'Contact & Address Information',
    icon: MapPin,
    layout: 'pairs',
    fields: [
      { name: 'business_name', label: 'Business Name' },
      { name: 'address', label: 'Address' },
      { name: 'phone', label: 'Phone Number', kind: 'phone' },
      { name: 'email', label: 'Email Address', kind: 'email' },
      { name: 'emergency_contact', label: 'Emergency Contact', kind: 'phone' },
    ],
  },
  {
    id: 'company',
    title: 'Company Information',
    icon: Building2,
    layout: 'stack',
    fields: [
      { name: 'company_description', label: 'Company Description', rows: 4 },
      { name: 'mission_statement', label: 'Mission Statement', rows: 3 },
      { name: 'vision_statement', label: 'Vision Statement', rows: 3 },
    ],
  },
  {
    id: 'values',
    title: 'Company Values',
    icon: Heart,
    layout: 'pairs',
    fields: [
      { name: 'value_compassion', label: 'Value 1 - Compassionate Care', rows: 2 },
      { name: 'value_excellence', label: 'Value 2 - Excellence', rows: 2 },
      { name: 'value_respect', label: 'Value 3 - Family Approach', rows: 2 },
      { name: 'value_integrity', label: 'Value 4 - Safety First', rows: 2 },
    ],
  },
  {
    id: 'statistics',
    title: 'Company Statistics',
    icon: BarChart3,
    layout: 'quarters',
    fields: [
      { name: 'residents_count', label: 'Number of Residents', kind: 'number' },
      { name: 'care_availability', label: 'Care Availability' },
      { name: 'family_satisfaction', label: 'Satisfaction Rate' },
      { name: 'daily_meals', label: 'Daily Meals', kind: 'number' },
    ],
  },
  {
    id: 'license',
    title: 'License & Availability',
    icon: BadgeCheck,
    layout: 'pairs',
    fields: [
      { name: 'license_number', label: 'State License Number', hint: "Shown in every page's footer as 'Licensed by the Washington State DSHS, license #...'." },
      { name: 'licensee_name', label: 'Licensee Name' },
      {
        name: 'license_lookup_url',
        label: 'License Lookup Address',
        kind: 'url',
        hint: "The state's public lookup, where families check the license and its inspections. The footer's license line links to it (https only).",
      },
      { name: 'availability_notice', label: 'Availability Notice', rows: 2, hint: 'For example: A private room is available from March 1.' },
      { name: 'availability_notice_enabled', label: 'Show Availability Notice', kind: 'switch', hint: 'Shows the notice as a banner at the top of every public page.' },
    ],
  },
  {
    id: 'costs',
    title: 'Costs & Payment',
    icon: HandCoins,
    layout: 'pairs',
    fields: [
      { name: 'price_from', label: 'Monthly Price From', kind: 'number', hint: 'Whole dollars a month, for example 6500. Leave empty to say nothing.' },
      { name: 'price_to', label: 'Monthly Price To', kind: 'number', hint: 'Whole dollars a month. Leave empty for a price "from" only.' },
      { name: 'price_includes', label: 'What Is Included', kind: 'list', itemName: 'an included item' },
      { name: 'payment_types', label: 'Payment Types Accepted', kind: 'choices', choices: PAYMENT_TYPES },
      { name: 'pricing_note', label: 'Pricing Note', rows: 3, hint: 'A short note under the prices on the Costs & Payment page.' },
      {
        name: 'medicaid_policy',
        label: 'Medicaid Policy',
        rows: 4,
        hint: 'Washington law (RCW 70.128.280) asks you to tell families whether you admit residents paid by Medicaid, and whether a resident who pays privately can stay when they move to Medicaid. Shown on the Costs & Payment page under "Paying with Medicaid".',
      },
    ],
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
