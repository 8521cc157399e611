import type { Core, Modules } from '@strapi/strapi';
import type { Settings } from '@afh/contract/records';
import { REQUESTS, type ParsedRequest } from '@afh/contract/requests';
import { camelName, heroAltMessage, heroPhotoWithoutAlt, SETTINGS_TRANSLATED, settingsOfKind, type CamelName } from '@afh/contract/setting-fields';
import { LANGUAGE_CODES, type Language } from '@afh/contract/languages';
import { changedTranslations, localized, readTranslations } from '../../../content/translations';
import { DEFAULT_LICENSE_LOOKUP_URL, DEFAULT_TIMEZONE, defaultTourHours, HERO_SLIDES, heroAltField, heroImageField, TOUR_DAYS } from '@afh/contract/rules';
import { CARE_SPECIALTIES, currentPaymentType, PAYMENT_TYPES } from '@afh/contract/choices';
import { DISCLOSURE_PATH } from '@afh/contract/rules';
import { newestFirst, type InspectionReport } from '@afh/contract/state-record';
import { badRequest } from '../../../content/http';
import { parseBody } from '../../../content/validation';

const UID = 'api::setting.setting';

type ApiField = Exclude<keyof Settings, 'updated_at' | ServerSet | Words>;
/** Issue 47: the owner's words by language, kept in one JSON attribute, and what a read in a language adds. */
type Words = 'translations' | 'untranslated';
/** Times the server keeps of what the owner did: a record sent back whole may carry them, they are never taken. */
type ServerSet = 'rooms_checked_at' | 'care_changed_at';
/** The compiler holds the update's fields to the record's: each one the API answers is one it takes. */
type Sent = Exclude<keyof ParsedRequest<'settings/update'>, 'id' | 'created_at' | 'updated_at' | ServerSet | 'rooms_confirmed' | Words>;
type Holds<T extends true> = T;
export type SettingsFieldsMatch = Holds<[Sent] extends [ApiField] ? ([ApiField] extends [Sent] ? true : false) : false>;
/** What the update takes besides the settings: the record's id and the times it echoes back. */
const NOT_STORED = new Set(['id', 'created_at', 'updated_at', 'rooms_checked_at', 'care_changed_at', 'rooms_confirmed', 'translations']);
/**
 * API name → schema attribute, for every field of the settings record (spec section 3): the fields
 * the update takes (contract/requests.ts), each stored under its name in camelCase.
 */
const ATTRIBUTES = Object.fromEntries(
  Object.keys(REQUESTS['settings/update'].shape)
    .filter((field) => !NOT_STORED.has(field))
    .map((field) => [field, camelName(field)]),
) as { [Field in ApiField]: CamelName<Field> };

/** What an empty record holds for a field: numbers are null, the switch is off, texts are ''. */
const EMPTY: Partial<Record<ApiField, unknown>> = {
  // The described settings by their kind (@afh/contract/setting-fields).
  ...Object.fromEntries(settingsOfKind('number').map((field) => [field, null])),
  ...Object.fromEntries(settingsOfKind('switch').map((field) => [field, false])),
  ...Object.fromEntries(settingsOfKind('list', 'choices').map((field) => [field, []])),
  // Tour hours: the schema's defaults, for a record stored before they existed (no days: no booking).
  ...defaultTourHours(),
};

type Entry = Modules.Documents.Document<typeof UID>;

/** An inspection report as stored in JSON (the console could store anything): a path and a day. */
const isReport = (item: unknown): item is InspectionReport =>
  typeof item === 'object' && item !== null && typeof (item as InspectionReport).url === 'string' && DISCLOSURE_PATH.test((item as InspectionReport).url) && typeof (item as InspectionReport).date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test((item as InspectionReport).date);

export const toRecord = (entry: Entry | null): Settings => {
  const record: Record<string, unknown> = {};
  for (const [field, attribute] of Object.entries(ATTRIBUTES)) {
    record[field] = entry?.[attribute] ?? (field in EMPTY ? EMPTY[field as ApiField] : '');
  }
  if (!record.care_availability) record.care_availability = '24/7';
  if (!record.license_lookup_url) record.license_lookup_url = DEFAULT_LICENSE_LOOKUP_URL;
  if (!record.timezone) record.timezone = DEFAULT_TIMEZONE;
  // Lists stored as JSON: only the kinds of value they may hold (the console could store others).
  record.price_includes = Array.isArray(record.price_includes) ? record.price_includes.filter((item): item is string => typeof item === 'string') : [];
  // Ways to pay stored as first written (before issue 46) read as they are written now.
  const payments: unknown[] = Array.isArray(record.payment_types) ? record.payment_types.map(currentPaymentType) : [];
  record.payment_types = PAYMENT_TYPES.filter((type) => payments.includes(type));
  record.care_specialties = CARE_SPECIALTIES.filter((care) => Array.isArray(record.care_specialties) && record.care_specialties.includes(care));
  // Issue 47: known codes only, each once, in LANGUAGES' order (the console could store others).
  record.languages = LANGUAGE_CODES.filter((code) => Array.isArray(record.languages) && record.languages.includes(code));
  record.inspection_reports = newestFirst(Array.isArray(record.inspection_reports) ? record.inspection_reports.filter(isReport) : []);
  record.tour_days = TOUR_DAYS.filter((day) => Array.isArray(record.tour_days) && record.tour_days.includes(day));
  record.tour_closed_dates = Array.isArray(record.tour_closed_dates) ? record.tour_closed_dates.filter((date): date is string => typeof date === 'string') : [];
  record.rooms_checked_at = entry?.roomsCheckedAt ? new Date(entry.roomsCheckedAt).toISOString() : null;
  record.care_changed_at = entry?.careChangedAt ? new Date(entry.careChangedAt).toISOString() : null;
  record.updated_at = entry?.updatedAt ?? null;
  // Filled field by field from ATTRIBUTES, which names every field of Settings.
  return record as Settings;
};

/** The admin's record (issue 47): the settings with the owner's words by language. */
const toAdminRecord = (entry: Entry | null): Settings => ({ ...toRecord(entry), translations: readTranslations(entry?.translations, SETTINGS_TRANSLATED) });

const settingService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The settings as a visitor reads them: in English, or in `language` over the English (issue 47). */
  async read(language: Language = 'en') {
    const entry = await strapi.documents(UID).findFirst();
    return language === 'en' ? toRecord(entry) : localized(toRecord(entry), entry?.translations, language, SETTINGS_TRANSLATED);
  },

  /** The admin's read (settings/admin_read.php): with `translations`. */
  async adminRead() {
    return toAdminRecord(await strapi.documents(UID).findFirst());
  },

  async update(body: unknown) {
    const input = parseBody('settings/update', body);
    const fields: Record<string, unknown> = {};
    for (const [field, attribute] of Object.entries(ATTRIBUTES)) {
      const value = input[field as ApiField];
      if (value !== undefined) fields[attribute] = value;
    }
    const existing = await strapi.documents(UID).findFirst();
    const stored = toRecord(existing);
    // Rooms changed, or confirmed as they are: Today asks the owner again a month from now (issue 46).
    const changed = (field: 'rooms_open' | 'next_opening' | 'care_other') => input[field] !== undefined && input[field] !== stored[field];
    if (input.rooms_confirmed === true || changed('rooms_open') || changed('next_opening')) fields.roomsCheckedAt = new Date().toISOString();
    // The care list changed: the Disclosure card reminds the owner of DSHS's 30 days (WAC 388-76-10532)
    // until she puts up a new Disclosure of Services.
    const careChanged = (input.care_specialties !== undefined && input.care_specialties.join() !== stored.care_specialties.join()) || changed('care_other');
    if (careChanged) fields.careChangedAt = new Date().toISOString();
    else if (input.disclosure_url && input.disclosure_url !== stored.disclosure_url) fields.careChangedAt = null;
    // Each language sent replaces its translations; the others are kept (issue 47).
    Object.assign(fields, changedTranslations(existing?.translations, input.translations, SETTINGS_TRANSLATED));
    // Copied by name through ATTRIBUTES, each value checked by the request schema.
    const data = fields as Modules.Documents.Params.Data.Input<typeof UID>;
    // A hero photo kept or sent still needs its words (the request schema checked the sent pairs).
    const slide = heroPhotoWithoutAlt(Object.fromEntries(HERO_SLIDES.flatMap((n) => [heroImageField(n), heroAltField(n)].map((field) => [field, input[field] ?? stored[field]]))));
    if (slide !== null) throw badRequest(heroAltMessage(slide));
    const entry = existing
      ? await strapi.documents(UID).update({ documentId: existing.documentId, data })
      : await strapi.documents(UID).create({ data });
    return toAdminRecord(entry);
  },
});
export default settingService;

declare module '../../kit/services' {
  interface AppServices {
    'api::setting.setting': ReturnType<typeof settingService>;
  }
}
