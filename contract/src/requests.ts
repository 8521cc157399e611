import { z } from 'zod';
import { email, echoedFields, flag, isPhoneNumber, licenseNumber, oneOf, optionalDisclosurePath, oneOfOrNone, optionalEmail, optionalMonth, optionalText, optionalWebPage, phoneDigits, queryNumber, queryTime, recordId, requiredText, textList, visitTime, wholeNumber } from './fields';
import { faqFields, faqTranslations, heroPhotoFields, programFields, programTranslations, serviceFields, serviceTranslations, SHOWCASE_REQUESTS } from './content-fields';
import { LANGUAGE_CODES, isLanguage, type Language, type LanguageCode } from './languages';
import { translationsField } from './translations';
import { MESSAGES } from './messages';
import { EMAIL_REQUESTS } from './email-fields';
import { PUSH_REQUESTS } from './push-fields';
import { isRealDate, TOUR_REQUESTS, tourHoursInOrder, tourSettingsFields, tourStart } from './tour-fields';
import { DISCLOSURE_PATH, heroAltField, MAX_ID } from './rules';
import { DOCUMENT_KINDS, MAX_INSPECTION_REPORTS, newestFirst } from './state-record';
import { ACTIVITY_TARGETS } from './content-types';
import { CARE_SPECIALTIES, currentPaymentType, MAX_PREFERRED_TIMES, MOVE_IN_TIMEFRAMES, PAYMENT_SOURCES, PAYMENT_TYPES, ROLES, SERVICE_TYPES, USER_STATUSES } from './choices';
import { INSULIN_NEEDS, MEMORY_NEEDS, MOBILITY_NEEDS } from './care-needs';
import { CLOSED_REASONS, HEARD_FROM, INQUIRY_STATUSES, LEGACY_INQUIRY_STATUSES } from './inquiry-words';
import { heroAltMessage, heroPhotoWithoutAlt, SETTING_FIELDS, SETTINGS_TRANSLATED, settingsOfKind, type SettingDescription, type SettingKind, type SettingName, type SettingsOfKind } from './setting-fields';

/**
 * What each call of the API accepts (docs/api.md): one zod schema per request, by the call's name.
 * The CMS parses every body and query with these (content/validation.ts takes no other schema);
 * `RequestBody<name>` is what a caller may send.
 */

// bcrypt reads at most 72 bytes: a longer password would be cut silently, so it is refused.
const password = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? MESSAGES.missingFields : `${label} must be text`) })
    .min(1, MESSAGES.missingFields)
    .min(6, MESSAGES.passwordTooShort)
    .max(72, `${label} must be at most 72 characters long`);

const echoedUserFields = { ...echoedFields, has_password: z.unknown().optional() };

export const NOTES_MAX = 5000;
export const SEARCH_MAX = 200;

/**
 * A plain form post (no JavaScript) sends each preferred visit time as a row of two controls,
 * `preferred_times[0][date]=2026-12-03&preferred_times[0][part]=morning`, which the body parser
 * reads as `{date, part}`: joined here into the one text the API keeps. A row without a date is
 * no answer (''). Anything else is left as it is, for the checks to refuse.
 */
const joinedVisitRow = (item: unknown): unknown => {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
  if (Object.keys(item).some((key) => key !== 'date' && key !== 'part')) return item;
  const date = 'date' in item ? item.date : '';
  const part = 'part' in item ? item.part : '';
  if (typeof date !== 'string' || typeof part !== 'string') return item;
  return date.trim() ? `${date.trim()} ${part.trim()}` : '';
};

const optionalNumber = (label: string, max: number) => z.union([z.literal('').transform(() => null), z.null(), wholeNumber(label, max)]);

/** Some of `choices`, each at most once, kept in the list's order; `read` rewrites a former spelling. */
const choiceList = <const T extends readonly [string, ...string[]]>(plural: string, label: string, choices: T, read: (value: unknown) => unknown = (value) => value) =>
  z
    .array(z.preprocess(read, oneOf(label, choices)), { error: `${plural} must be a list` })
    .max(choices.length, `${plural} can hold at most ${choices.length} entries`)
    .transform((picked) => choices.filter((choice) => picked.includes(choice)));

/** The day of an inspection (issue 46): up to 20 characters are read as a try at a date ("last spring" is told what a date is). */
const inspectionDate = () =>
  requiredText('Inspection date', 20)
    .refine(isRealDate, 'Inspection date must be a date such as 2025-03-04')
    // A day ahead of the server's clock is still today somewhere in Washington's time zones.
    .refine((date) => date <= new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10), 'Inspection date cannot be in the future');

/** The rule of each kind of setting (setting-fields.ts). */
type RuleOf<Kind extends SettingKind> = Kind extends 'text' | 'lines'
  ? ReturnType<typeof optionalText>
  : Kind extends 'phone'
    ? ReturnType<typeof phoneDigits>
    : Kind extends 'email'
      ? ReturnType<typeof optionalEmail>
      : Kind extends 'number'
        ? ReturnType<typeof optionalNumber>
        : Kind extends 'url'
          ? ReturnType<typeof optionalWebPage>
          : Kind extends 'switch'
            ? ReturnType<typeof flag>
            : Kind extends 'list'
              ? ReturnType<typeof textList>
              : Kind extends 'license'
                ? ReturnType<typeof licenseNumber>
                : Kind extends 'month'
                  ? ReturnType<typeof optionalMonth>
                  : never;
const ruleOf = (field: SettingDescription) => {
  const label = field.ruleLabel ?? field.label;
  const max = field.max ?? 200;
  switch (field.kind) {
    case 'text':
      return optionalText(label, max);
    case 'lines':
      return optionalText(label, max, { lines: true });
    case 'phone':
      return phoneDigits(label);
    case 'email':
      return optionalEmail(label);
    case 'number':
      return optionalNumber(label, max);
    case 'url':
      return optionalWebPage(label, max);
    case 'switch':
      return flag(label);
    case 'list':
      return textList(label, field.items, max);
    case 'license':
      return licenseNumber(label);
    case 'month':
      return optionalMonth(label);
    case 'choices':
      throw new Error(`${label}: a setting of choices has its own rule`);
  }
};
type Described = typeof SETTING_FIELDS;
type RuledSetting = Exclude<SettingName, SettingsOfKind<'choices'>>;
/** The update's rules of the described settings but the choices, which say their own list. */
const describedSettings = Object.fromEntries(settingsOfKind('text', 'lines', 'phone', 'email', 'number', 'url', 'switch', 'list', 'license', 'month').map((name) => [name, ruleOf(SETTING_FIELDS[name])])) as {
  [Name in RuledSetting]: RuleOf<Described[Name]['kind']>;
};

/** The settings' `translations` (issue 47): each translatable setting and hero alt text by its English rule, optional. */
const settingsTranslations = translationsField(SETTINGS_TRANSLATED, { ...describedSettings, ...heroPhotoFields });

export const REQUESTS = {
  'users/login': z.object({
    email: z.string({ error: 'Email and password are required.' }).trim().toLowerCase().min(1, 'Email and password are required.').max(254, MESSAGES.invalidCredentials),
    password: z.string({ error: 'Email and password are required.' }).min(1, 'Email and password are required.').max(200, MESSAGES.invalidCredentials),
  }),
  /** Self-registration: these four fields only; any other (role, status, appRole, ...) is a 400, as on every call. */
  'users/create (registration)': z.strictObject({ name: requiredText('Name', 200), email: email(), password: password('Password'), phone: requiredText('Phone', 40) }),
  'users/create (admin)': z.strictObject({
    name: requiredText('Name', 200),
    email: email(),
    password: password('Password'),
    phone: optionalText('Phone', 40),
    role: oneOf('Role', ROLES).default('user'),
    status: oneOf('Status', USER_STATUSES).default('pending'),
    ...echoedUserFields,
  }),
  'users/update': z.strictObject({
    id: recordId,
    name: requiredText('Name', 200).optional(),
    email: email().optional(),
    phone: optionalText('Phone', 40).optional(),
    role: oneOf('Role', ROLES).optional(),
    status: oneOf('Status', USER_STATUSES).optional(),
    /** Owners only: whether this admin is also one of the home's owners (issue 41). */
    owner: z.boolean({ error: 'Owner must be true or false.' }).optional(),
    ...echoedUserFields,
  }),
  'users/update_status': z.strictObject({
    id: recordId,
    status: oneOf('Status', USER_STATUSES),
    /** Optional (issue 44): an approval says what the person may do, in the same call. */
    role: oneOf('Role', ROLES).optional(),
  }),
  'users/change_password': z.strictObject({ id: recordId, new_password: password('Password') }),
  /** The signed-in admin's own password again, before an owner's action (step-up, issue 41). */
  'users/confirm_password': z.strictObject({
    password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.').max(200, 'That password is not correct.'),
  }),
  /**
   * The signed-in admin's own details (issue 44): each field is optional; a new email or password
   * needs the current password. Phone '' clears it.
   */
  'users/update_profile': z.strictObject({
    name: requiredText('Name', 200).optional(),
    email: email().optional(),
    phone: optionalText('Phone', 40).optional(),
    current_password: z.string({ error: 'Current password must be text' }).max(200, MESSAGES.wrongPassword).optional(),
    new_password: password('New password').optional(),
  }),
  /** Anyone: the same answer whether or not the address has an account. */
  'users/forgot_password': z.strictObject({ email: email() }),
  /** The token from the emailed link; the new password follows the registration's rules. */
  'users/reset_password': z.strictObject({
    token: z
      .string({ error: (issue) => (issue.input === undefined ? MESSAGES.missingFields : MESSAGES.resetLinkInvalid) })
      .min(1, MESSAGES.missingFields)
      .max(200, MESSAGES.resetLinkInvalid),
    password: password('Password'),
  }),

  // The spec's calls take an image without alt text (issue 44): it is then drawn as decorative,
  // beside its item's own title. Only the Gallery's photos and the hero's need their words.
  // Each takes its `translations` (issue 47): each language given replaces that language's (null removes it).
  'services/create': z.strictObject({ ...serviceFields, translations: serviceTranslations, ...echoedFields }),
  'services/update': z.strictObject({ id: recordId, ...serviceFields, title: requiredText('Title', 200).optional(), translations: serviceTranslations, ...echoedFields }),
  'programs/create': z.strictObject({ ...programFields, translations: programTranslations, ...echoedFields }),
  'programs/update': z.strictObject({ id: recordId, ...programFields, title: requiredText('Title', 200).optional(), translations: programTranslations, ...echoedFields }),

  'faqs/create': z.strictObject({ ...faqFields, translations: faqTranslations, ...echoedFields }),
  'faqs/update': z.strictObject({ id: recordId, ...faqFields, order_index: wholeNumber('order_index', 1_000_000).optional(), translations: faqTranslations, ...echoedFields }),
  'faqs/delete': z.strictObject({ id: recordId }),

  // The showcase lists' calls: photos, team members and families' words (content-fields.ts).
  ...SHOWCASE_REQUESTS,

  'contact/submit': z.strictObject({
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    email: email(),
    phone: requiredText('Phone', 40).refine(isPhoneNumber, 'Phone must be a valid phone number'),
    serviceType: oneOf('Service type', SERVICE_TYPES),
    message: requiredText('Message', 5000, { lines: true }),
    // A tour request's optional details; kept only when serviceType is 'Schedule a Tour'. A plain
    // form post sends empty fields for what was left blank, and one preferred time as a single value.
    relationship: optionalText('Relationship', 100).optional(),
    // Any request (issue 45): how the family found the home; optional, '' when not said.
    heard_from: oneOfOrNone('How did you hear about us', HEARD_FROM).optional(),
    move_in_timeframe: oneOfOrNone('Move-in timeframe', MOVE_IN_TIMEFRAMES).optional(),
    payment_source: z.preprocess(currentPaymentType, oneOfOrNone('Payment source', PAYMENT_SOURCES)).optional(),
    preferred_times: z
      .preprocess(
        (value) => (typeof value === 'string' ? [value] : Array.isArray(value) ? value.map(joinedVisitRow) : value),
        z
          .array(z.string({ error: 'Each of Preferred visit times must be text' }), { error: 'Preferred visit times must be a list' })
          .max(MAX_PREFERRED_TIMES * 2, `Preferred visit times can hold at most ${MAX_PREFERRED_TIMES} entries`)
          .transform((times) => times.map((time) => time.trim()).filter(Boolean))
          .pipe(z.array(visitTime('Preferred visit times')).max(MAX_PREFERRED_TIMES, `Preferred visit times can hold at most ${MAX_PREFERRED_TIMES} entries`)),
      )
      .optional(),
    // A tour time chosen from the open slots (tours/slots.php): books it (issue 33).
    tour_start: tourStart.optional(),
    // The tour's pre-screen (issue 46; care-needs.ts), each answer optional, '' for none. Walking,
    // memory and insulin are health data: kept only with health_data_consent (the service's rule,
    // as it needs the request's type). `payment` is payment_source under another name.
    care_needs: z
      .preprocess(
        (value) => (value === null ? undefined : value),
        z
          .strictObject(
            {
              mobility: oneOfOrNone('Walking', MOBILITY_NEEDS).optional(),
              memory: oneOfOrNone('Memory', MEMORY_NEEDS).optional(),
              insulin: oneOfOrNone('Insulin', INSULIN_NEEDS).optional(),
              payment: z.preprocess(currentPaymentType, oneOfOrNone('Payment source', PAYMENT_SOURCES)).optional(),
            },
            { error: 'care_needs must be an object of answers (mobility, memory, insulin, payment)' },
          )
          .optional(),
      )
      .optional(),
    // Its own checkbox: a plain form post sends 'true' when ticked and nothing when not.
    health_data_consent: z
      .union([z.boolean(), z.enum(['true', 'false', 'on', '']).transform((value) => value === 'true' || value === 'on')], { error: 'Health data consent must be true or false' })
      .optional(),
    // The page's language (issue 47): English when absent; the family's emails follow it.
    language: z.custom<Language>(isLanguage, { error: `Language must be one of: en, ${LANGUAGE_CODES.join(', ')}` }).optional(),
  }),
  /**
   * The admin changes a request's stage (issue 45; 'scheduled', the stage's name before, still
   * means Tour booked), why it was closed, its notes, or several; the visitor's own words stay as sent.
   */
  'inquiries/update': z
    .strictObject({
      id: recordId,
      status: z
        .union([z.enum(INQUIRY_STATUSES), z.literal('scheduled').transform(() => LEGACY_INQUIRY_STATUSES.scheduled)], { error: `Status must be one of: ${INQUIRY_STATUSES.join(', ')}` })
        .optional(),
      closed_reason: oneOfOrNone('Reason for closing', CLOSED_REASONS).optional(),
      notes: optionalText('Notes', NOTES_MAX, { lines: true }).optional(),
    })
    .refine((input) => input.status !== undefined || input.notes !== undefined || input.closed_reason !== undefined, 'Nothing to update: send status or notes'),
  'inquiries/delete': z.strictObject({ id: recordId }),
  /** `?search=`: at most one, and short; words are matched separately. */
  'inquiries/read (query)': z.strictObject({
    search: z.string({ error: 'search must be a single text value' }).trim().max(SEARCH_MAX, `search must be at most ${SEARCH_MAX} characters`).optional(),
    move_in_timeframe: oneOf('move_in_timeframe', MOVE_IN_TIMEFRAMES).optional(),
    payment_source: z.preprocess(currentPaymentType, oneOf('payment_source', PAYMENT_SOURCES)).optional(),
  }),

  /**
   * The activity log's filters (`GET /activity/read.php`): who (part of a name or email), what kind
   * of record (and which one), a time range (ISO date or date and time; `to` is inclusive), a page.
   */
  'activity/read (query)': z.strictObject({
    actor: z.string({ error: 'actor must be a single text value' }).trim().max(SEARCH_MAX, `actor must be at most ${SEARCH_MAX} characters`).optional(),
    type: oneOf('type', ACTIVITY_TARGETS).optional(),
    target_id: queryNumber('target_id', MAX_ID, 1).optional(),
    from: queryTime('from').optional(),
    to: queryTime('to', { endOfDay: true }).optional(),
    limit: queryNumber('limit', 200, 1).optional(),
    offset: queryNumber('offset', 1_000_000, 0).optional(),
  }),
  /** Undo: a record deleted moments ago, by id. */
  'restore': z.strictObject({ id: recordId }),

  /** `?file=`: one archive name from the backups list (checked against the list, never used as a path). */
  'backups/download (query)': z.strictObject({
    file: z.string({ error: 'file must be a single text value' }).max(64, 'No backup by that name.').regex(/^[\w.-]+$/, 'No backup by that name.'),
  }),

  /** documents/upload.php's fields beside the file: what the document is and, for a report, the day of the inspection (issue 46). */
  'documents/upload (fields)': z
    .strictObject({
      kind: oneOf('Document kind', DOCUMENT_KINDS).default('disclosure'),
      date: inspectionDate().optional(),
    })
    .refine((fields) => fields.kind !== 'inspection-report' || fields.date !== undefined, { message: 'An inspection report needs the date of the inspection', path: ['date'] }),

  'settings/update': z
    .strictObject({
      id: z.unknown().optional(),
      // Set by the server when rooms are said; a record sent back whole may carry it. `rooms_confirmed`:
      // the owner says the rooms shown still hold (Today's monthly question, issue 46).
      rooms_checked_at: z.unknown().optional(),
      rooms_confirmed: flag('Rooms Confirmed').optional(),
      // Set by the server when the care list changes after the Disclosure of Services was last replaced (issue 46).
      care_changed_at: z.unknown().optional(),
      // The cards' settings, each by its kind (setting-fields.ts); the payment types keep their order.
      ...describedSettings,
      payment_types: choiceList('Payment types', SETTING_FIELDS.payment_types.ruleLabel, PAYMENT_TYPES, currentPaymentType),
      care_specialties: choiceList('Care specialties', SETTING_FIELDS.care_specialties.ruleLabel, CARE_SPECIALTIES),
      // The languages offered besides English (issue 47), in LANGUAGES' order.
      languages: choiceList('Languages', SETTING_FIELDS.languages.ruleLabel, [...LANGUAGE_CODES] as [LanguageCode, ...LanguageCode[]]),
      // The owner's words in each language (issue 47): the translatable settings and the hero's alt texts.
      translations: settingsTranslations,
      // The Disclosure of Services (DSHS 10-508): a PDF uploaded through documents/upload.php, or none.
      disclosure_url: optionalDisclosurePath('Disclosure of Services'),
      // The state's inspection reports (issue 46): PDFs uploaded the same way, each with its date; kept newest first.
      inspection_reports: z
        .array(
          z.strictObject(
            {
              url: requiredText('Inspection report', 200).refine((value) => DISCLOSURE_PATH.test(value), 'Inspection report must be a PDF uploaded to this site (/uploads/<file>.pdf)'),
              date: inspectionDate(),
            },
            { error: 'Each inspection report must be {url, date}' },
          ),
          { error: 'Inspection reports must be a list' },
        )
        .max(MAX_INSPECTION_REPORTS, `Inspection reports can hold at most ${MAX_INSPECTION_REPORTS} entries`)
        .refine((reports) => new Set(reports.map((report) => report.url)).size === reports.length, 'Each inspection report can be listed once')
        .transform(newestFirst),
      // The hero's photos (issue 33): an image as image_url takes it, or '' for the drawn picture; each with its alt text.
      ...heroPhotoFields,
      // Tour hours (issue 33): when families can book a tour, and the home's time zone.
      ...tourSettingsFields,
      ...echoedFields,
    })
    .partial()
    .superRefine((input, ctx) => {
      // A photo sent without its words; the service checks them again with the stored ones.
      const slide = heroPhotoWithoutAlt(input);
      if (slide !== null) ctx.addIssue({ code: 'custom', message: heroAltMessage(slide), path: [heroAltField(slide)] });
    })
    .refine(tourHoursInOrder, { message: 'Tours Until must be later than Tours From', path: ['tour_end'] })
    .refine((input) => input.price_from == null || input.price_to == null || input.price_to >= input.price_from, {
      message: 'Monthly Price To must not be less than Monthly Price From',
      path: ['price_to'],
    })
    // Issue 46: no more rooms open than the home has residents (its capacity), when both are said.
    .refine((input) => input.rooms_open == null || input.residents_count == null || input.rooms_open <= input.residents_count, {
      message: 'Rooms Open Now must not be more than Number of Residents',
      path: ['rooms_open'],
    }),

  ...EMAIL_REQUESTS,
  ...TOUR_REQUESTS,
  ...PUSH_REQUESTS,
} as const;

export type RequestName = keyof typeof REQUESTS;
/** What a caller sends to a call. */
export type RequestBody<Name extends RequestName> = z.input<(typeof REQUESTS)[Name]>;
/** What the server works with once the body is checked (trimmed, defaults filled in). */
export type ParsedRequest<Name extends RequestName> = z.output<(typeof REQUESTS)[Name]>;
