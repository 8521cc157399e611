import { SETTING_FIELDS, SETTING_NAMES, settingsOfKind, type SettingName, type SettingsOfKind } from '@afh/contract/setting-fields';
import type { Settings } from '../../../lib/types';
import type { HeroPhotoField } from './hero-photos-values';

/**
 * Kept apart: the Disclosure of Services, the inspection reports and the hero's photos have their own
 * cards (disclosure-card.tsx, inspection-reports-card.tsx, hero-photos-card.tsx), saved on their own.
 */
type NotInThisForm = 'updated_at' | 'rooms_checked_at' | 'care_changed_at' | 'disclosure_url' | 'inspection_reports' | HeroPhotoField | Translated;
/**
 * The languages offered and the translations (issue 47) are the form's own state beside the values
 * (settings-form.tsx, languages-card.tsx), kept as the record holds them; `untranslated` is only in
 * a reply in another language.
 */
type Translated = 'languages' | 'translations' | 'untranslated';
/** The settings that are lists: kept as arrays in the form and sent as arrays. */
type ListField = Exclude<SettingsOfKind<'list' | 'choices'>, Translated> | 'tour_days' | 'tour_closed_dates';

/** The form keeps every other field as text (the switch as 'true' or 'false'); phones as digits only. */
export type SettingsValues = Record<Exclude<keyof Settings, NotInThisForm | ListField>, string> & Record<ListField, string[]>;
export type SettingsField = keyof SettingsValues;
export type FieldValue = SettingsValues[SettingsField];

const NUMBER_FIELDS = [...settingsOfKind('number'), 'tour_length_minutes', 'tour_notice_hours', 'tour_horizon_days'] as const;
const SWITCHES = settingsOfKind('switch');

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** Whether a field holds what it held: lists by their entries in order. */
export const sameValue = (a: FieldValue, b: FieldValue) =>
  typeof a === 'string' || typeof b === 'string' ? a === b : a.length === b.length && a.every((entry, i) => entry === b[i]);

/** A described setting (@afh/contract/setting-fields) as the form holds it, by its kind. */
const valueOf = (settings: Settings, name: SettingName): FieldValue => {
  const value = settings[name];
  switch (SETTING_FIELDS[name].kind) {
    case 'phone':
      return digitsOnly(typeof value === 'string' ? value : '');
    case 'number':
      return numberText(typeof value === 'number' ? value : null);
    case 'switch':
      return value ? 'true' : 'false';
    case 'list':
    case 'choices':
      return Array.isArray(value) ? [...value] : [];
    default:
      return typeof value === 'string' ? value : '';
  }
};

export const toValues = (settings: Settings): SettingsValues => ({
  // Made field by field from the descriptions, each to its kind's form value.
  ...(Object.fromEntries(SETTING_NAMES.filter((name) => name !== 'languages').map((name) => [name, valueOf(settings, name)])) as Pick<SettingsValues, Exclude<SettingName, Translated>>),
  tour_days: [...(settings.tour_days ?? [])],
  tour_start: settings.tour_start ?? '',
  tour_end: settings.tour_end ?? '',
  tour_length_minutes: numberText(settings.tour_length_minutes),
  tour_notice_hours: numberText(settings.tour_notice_hours),
  tour_horizon_days: numberText(settings.tour_horizon_days),
  tour_closed_dates: [...(settings.tour_closed_dates ?? [])],
  timezone: settings.timezone ?? '',
});

/**
 * The full record for settings/update.php. There is no client validation (spec section 5): an
 * empty number is sent as null, whole numbers as numbers, anything else as typed, and the server
 * says what it refuses. Lists go as arrays.
 */
export const toPayload = (values: SettingsValues) => {
  const payload: Record<string, unknown> = { ...values };
  for (const field of NUMBER_FIELDS) {
    const text = values[field].trim();
    payload[field] = text === '' ? null : /^\d+$/.test(text) ? Number(text) : text;
  }
  for (const field of SWITCHES) payload[field] = values[field] === 'true';
  return payload as Omit<Settings, NotInThisForm>;
};
