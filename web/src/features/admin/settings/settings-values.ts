import type { Settings } from '../../../lib/types';

/**
 * The costs, payment types and license lookup address (issue 19) are set through the API and the
 * console for now; this form leaves them as they are (the update changes only the fields it sends).
 */
type NotInThisForm = 'updated_at' | 'license_lookup_url' | 'price_from' | 'price_to' | 'price_includes' | 'payment_types' | 'pricing_note';

/** The form keeps every field as text (the switch as 'true' or 'false'); phones as digits only. */
export type SettingsValues = Record<Exclude<keyof Settings, NotInThisForm>, string>;
export type SettingsField = keyof SettingsValues;

const NUMBER_FIELDS = ['residents_count', 'daily_meals'] as const;

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

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
  residents_count: settings.residents_count == null ? '' : String(settings.residents_count),
  care_availability: settings.care_availability ?? '',
  family_satisfaction: settings.family_satisfaction ?? '',
  daily_meals: settings.daily_meals == null ? '' : String(settings.daily_meals),
  license_number: settings.license_number ?? '',
  licensee_name: settings.licensee_name ?? '',
  availability_notice: settings.availability_notice ?? '',
  availability_notice_enabled: settings.availability_notice_enabled ? 'true' : 'false',
});

/**
 * The full record for settings/update.php. There is no client validation (spec section 5): an
 * empty count is sent as null, anything else as typed, and the server says what it refuses.
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
