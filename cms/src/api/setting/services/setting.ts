import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { bodySchema, flag, licenseNumber, optionalEmail, optionalText, parseBody, phoneDigits, wholeNumber } from '../../../lib/validation';

const UID = 'api::setting.setting';

/** API name → schema attribute, for every field of the settings record (spec section 3). */
const ATTRIBUTES = {
  business_name: 'businessName',
  address: 'address',
  phone: 'phone',
  email: 'email',
  emergency_contact: 'emergencyContact',
  company_description: 'companyDescription',
  mission_statement: 'missionStatement',
  vision_statement: 'visionStatement',
  value_compassion: 'valueCompassion',
  value_excellence: 'valueExcellence',
  value_respect: 'valueRespect',
  value_integrity: 'valueIntegrity',
  residents_count: 'residentsCount',
  care_availability: 'careAvailability',
  family_satisfaction: 'familySatisfaction',
  daily_meals: 'dailyMeals',
  license_number: 'licenseNumber',
  licensee_name: 'licenseeName',
  availability_notice: 'availabilityNotice',
  availability_notice_enabled: 'availabilityNoticeEnabled',
} as const;
type ApiField = keyof typeof ATTRIBUTES;

/** What an empty record holds for a field: numbers are null, the switch is off, texts are ''. */
const EMPTY: Partial<Record<ApiField, unknown>> = { residents_count: null, daily_meals: null, availability_notice_enabled: false };

const optionalNumber = (label: string, max: number) =>
  z.union([z.literal('').transform(() => null), z.null(), wholeNumber(label, max)]);

const updateSchema = bodySchema('settings/update', z
  .strictObject({
    id: z.unknown().optional(),
    business_name: optionalText('Business Name', 200),
    address: optionalText('Address', 300),
    phone: phoneDigits('Phone Number'),
    email: optionalEmail('Email Address'),
    emergency_contact: phoneDigits('Emergency Contact'),
    company_description: optionalText('Company Description', 5000),
    mission_statement: optionalText('Mission Statement', 2000),
    vision_statement: optionalText('Vision Statement', 2000),
    value_compassion: optionalText('Value 1 - Compassionate Care', 1000),
    value_excellence: optionalText('Value 2 - Excellence', 1000),
    value_respect: optionalText('Value 3 - Family Approach', 1000),
    value_integrity: optionalText('Value 4 - Safety First', 1000),
    residents_count: optionalNumber('Number of Residents', 1000),
    care_availability: optionalText('Care Availability', 100),
    family_satisfaction: optionalText('Satisfaction Rate', 100),
    daily_meals: optionalNumber('Daily Meals', 100),
    // A DSHS license number as printed on the license: letters, digits, spaces and hyphens.
    license_number: licenseNumber('License Number'),
    licensee_name: optionalText('Licensee Name', 200),
    availability_notice: optionalText('Availability Notice', 500),
    availability_notice_enabled: flag('Show Availability Notice'),
    created_at: z.unknown().optional(),
    updated_at: z.unknown().optional(),
  })
  .partial());

type Entry = Record<string, unknown> & { id: number; documentId: string };

export const toRecord = (entry: Entry | null) => {
  const record: Record<string, unknown> = {};
  for (const [field, attribute] of Object.entries(ATTRIBUTES)) {
    record[field] = entry?.[attribute] ?? (field in EMPTY ? EMPTY[field as ApiField] : '');
  }
  if (!record.care_availability) record.care_availability = '24/7';
  record.updated_at = entry?.updatedAt ?? null;
  return record;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async read() {
    return toRecord((await strapi.documents(UID).findFirst()) as Entry | null);
  },

  async update(body: unknown) {
    const input = parseBody(updateSchema, body);
    const data: Record<string, unknown> = {};
    for (const [field, attribute] of Object.entries(ATTRIBUTES)) {
      const value = input[field as ApiField];
      if (value !== undefined) data[attribute] = value;
    }
    const existing = (await strapi.documents(UID).findFirst()) as Entry | null;
    const entry = existing
      ? await strapi.documents(UID).update({ documentId: existing.documentId, data } as never)
      : await strapi.documents(UID).create({ data } as never);
    return toRecord(entry as unknown as Entry);
  },
});
