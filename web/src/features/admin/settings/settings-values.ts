import type { Settings } from '../../../lib/types';
import type { HeroPhotoField } from './hero-photos-values';

/** Kept apart: the Disclosure of Services and the hero's photos have their own cards (disclosure-card.tsx, hero-photos-card.tsx), saved on their own. */
type NotInThisForm = 'updated_at' | 'disclosure_url' | HeroPhotoField;
/** The settings that are lists: kept as arrays in the form and sent as arrays. */
type ListField = 'price_includes' | 'payment_types' | 'tour_days' | 'tour_closed_dates';

/** The form keeps every other field as text (the switch as 'true' or 'false'); phones as digits only. */
export type SettingsValues = Record<Exclude<keyof Settings, NotInThisForm | ListField>, string> & Record<ListField, string[]>;
export type SettingsField = keyof SettingsValues;
export type FieldValue = SettingsValues[SettingsField];

const NUMBER_FIELDS = ['residents_count', 'daily_meals', 'price_from', 'price_to', 'tour_length_minutes', 'tour_notice_hours', 'tour_horizon_days'] as const;

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** Whether a field holds what it held: lists by their entries in order. */
export const sameValue = (a: FieldValue, b: FieldValue) =>
  typeof a === 'string' || typeof b === 'string' ? a === b : a.length === b.length && a.every((entry, i) => entry === b[i]);

export const toValues = (settings: Settings): SettingsValues => ({
  business_name: settings.business_name ?? '',
  address: settings.address ?? '',
  phone: digitsOnly(settings.phone ?? ''),
  email: settings.email ?? '',
  emergency_contact: digitsOnly(settings.emergency_contact ?? ''),
  company_description: settings.company_description ?? '',
  mission_statement: settings.mission_statement ?? '',
  vision_statement: settings.vision_statement ?? '',
  value_compassion: settings.value_compassion ?? '',
  value_excellence: settings.value_excellence ?? '',
  value_respect: settings.value_respect ?? '',
  value_integrity: settings.value_integrity ?? '',
  residents_count: numberText(settings.residents_count),
  care_availability: settings.care_availability ?? '',
  family_satisfaction: settings.family_satisfaction ?? '',
  daily_meals: numberText(settings.daily_meals),
  license_number: settings.license_number ?? '',
  licensee_name: settings.licensee_name ?? '',
  availability_notice: settings.availability_notice ?? '',
  availability_notice_enabled: settings.availability_notice_enabled ? 'true' : 'false',
  license_lookup_url: settings.license_lookup_url ?? '',
  price_from: numberText(settings.price_from),
  price_to: numberText(settings.price_to),
  price_includes: [...(settings.price_includes ?? [])],
  payment_types: [...(settings.payment_types ?? [])],
  pricing_note: settings.pricing_note ?? '',
  medicaid_policy: settings.medicaid_policy ?? '',
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
  payload.availability_notice_enabled = values.availability_notice_enabled === 'true';
  return payload as Omit<Settings, NotInThisForm>;
};
