import { CARE_SPECIALTIES, CARE_SPECIALTY_LABELS, PAYMENT_TYPES } from './choices';
import { LANGUAGE_CODES } from './languages';
import { LANGUAGES } from './language-names';
import { HERO_SLIDES, heroAltField, heroImageField, type HeroSlide } from './rules';

/**
 * One description per setting of the Settings screen's cards (issue 42): what it holds, its label,
 * its card, its limits, its help line and its words in the Strapi console. The update's rule
 * (requests.ts), the record's type (settings-record.ts), the schema attribute's name
 * (`camelName`), the console's labels (cms/src/console/settings-layout.ts) and its checks
 * (cms/src/content/rules.ts), and the admin form's fields and values (web: settings-sections.ts,
 * settings-values.ts) are made from it. Plain data, no imports but the rules' lists, so the web app
 * bundles it without the request schemas.
 *
 * The tour hours (tour-fields.ts), the Disclosure of Services and the hero's photos have cards and
 * rules of their own.
 */
export type SettingKind =
  /** One line of text, at most `max` characters. */
  | 'text'
  /** Text with line breaks (a text area of `rows`). */
  | 'lines'
  /** A phone number, typed any way, kept as digits. */
  | 'phone'
  | 'email'
  /** A whole number up to `max`, or none (null). */
  | 'number'
  /** An https address, at most `max` characters. */
  | 'url'
  /** On or off. */
  | 'switch'
  /** Entries typed one by one: at most `items`, each at most `max` characters. */
  | 'list'
  /** Some of `choices`, kept in their order (read in `choiceLabels` where they are keys). */
  | 'choices'
  /** A DSHS license number: letters, digits, spaces and hyphens. */
  | 'license'
  /** A month such as 2027-03, or none. */
  | 'month';

/** The cards of the Settings screen these settings are edited in, in order (web: settings-sections.ts). */
export const SETTING_GROUPS = ['contact', 'company', 'values', 'statistics', 'license', 'costs', 'care', 'languages'] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

export type SettingDescription = {
  /** Its label on the Settings screen (spec section 2), also the name its refusals give it unless `ruleLabel` says otherwise. */
  label: string;
  ruleLabel?: string;
  group: SettingGroup;
  kind: SettingKind;
  max?: number;
  items?: number;
  choices?: readonly string[];
  /** How each choice reads, when its stored value is a key rather than words. */
  choiceLabels?: Readonly<Record<string, string>>;
  /** The form: rows of a text area, a help line under the control, what one list entry is. */
  rows?: number;
  hint?: string;
  itemName?: string;
  /** Words a family reads that the owner may translate (issue 47): kept in the settings' `translations`, shown in English where she has not. */
  translatable?: true;
  /** Its label, hint and placeholder in the Strapi console. */
  console: { label: string; description: string; placeholder?: string };
};

const PHONE_PLACEHOLDER = '(360) 555-0100';
/** "Spanish (Español)": each language by its English name and its own. */
const LANGUAGE_LABELS = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, `${LANGUAGES[code].name} (${LANGUAGES[code].native})`])) as Record<(typeof LANGUAGE_CODES)[number], string>;

export const SETTING_FIELDS = {
  business_name: { label: 'Business Name', group: 'contact', kind: 'text', max: 200, console: { label: 'Business name', description: "The home's name, shown in the header and footer." } },
  address: { label: 'Address', group: 'contact', kind: 'text', max: 300, console: { label: 'Address', description: 'Street, town, state and ZIP, as shown on the contact page.' } },
  phone: {
    label: 'Phone Number',
    group: 'contact',
    kind: 'phone',
    console: { label: 'Phone number', description: 'The main number. Type it any way, e.g. (360) 555-0100: it is kept as digits.', placeholder: PHONE_PLACEHOLDER },
  },
  email: { label: 'Email Address', group: 'contact', kind: 'email', console: { label: 'Email address', description: 'Shown on the site for families to write to.' } },
  emergency_contact: {
    label: 'Emergency Contact',
    group: 'contact',
    kind: 'phone',
    console: { label: 'Emergency phone', description: 'Shown as the emergency number. Type it any way: it is kept as digits.', placeholder: PHONE_PLACEHOLDER },
  },
  company_description: { label: 'Company Description', group: 'company', kind: 'lines', translatable: true, max: 5000, rows: 4, console: { label: 'About the home', description: 'The introduction on the About page.' } },
  mission_statement: { label: 'Mission Statement', group: 'company', kind: 'lines', translatable: true, max: 2000, rows: 3, console: { label: 'Mission', description: 'Our mission, on the About page.' } },
  vision_statement: { label: 'Vision Statement', group: 'company', kind: 'lines', translatable: true, max: 2000, rows: 3, console: { label: 'Vision', description: 'Our vision, on the About page.' } },
  value_compassion: {
    label: 'Value 1 - Compassionate Care',
    group: 'values',
    kind: 'lines', translatable: true,
    max: 1000,
    rows: 2,
    console: { label: 'Value 1: Compassionate care', description: 'A sentence or two for this value on the About page.' },
  },
  value_excellence: { label: 'Value 2 - Excellence', group: 'values', kind: 'lines', translatable: true, max: 1000, rows: 2, console: { label: 'Value 2: Excellence', description: 'A sentence or two for this value on the About page.' } },
  value_respect: { label: 'Value 3 - Family Approach', group: 'values', kind: 'lines', translatable: true, max: 1000, rows: 2, console: { label: 'Value 3: Family approach', description: 'A sentence or two for this value on the About page.' } },
  value_integrity: { label: 'Value 4 - Safety First', group: 'values', kind: 'lines', translatable: true, max: 1000, rows: 2, console: { label: 'Value 4: Safety first', description: 'A sentence or two for this value on the About page.' } },
  residents_count: {
    label: 'Number of Residents',
    group: 'statistics',
    kind: 'number',
    max: 1000,
    console: { label: 'Number of residents', description: 'How many residents the home cares for (shown on the home page).' },
  },
  care_availability: { label: 'Care Availability', group: 'statistics', kind: 'text', translatable: true, max: 100, console: { label: 'Care availability', description: 'When care is available, e.g. 24/7.' } },
  family_satisfaction: { label: 'Satisfaction Rate', group: 'statistics', kind: 'text', max: 100, console: { label: 'Family satisfaction', description: 'For example 100%.' } },
  daily_meals: { label: 'Daily Meals', group: 'statistics', kind: 'number', max: 100, console: { label: 'Meals a day', description: 'How many meals are served each day.' } },
  license_number: {
    label: 'State License Number',
    ruleLabel: 'License Number',
    group: 'license',
    kind: 'license',
    hint: "Shown in every page's footer as 'Licensed by the Washington State DSHS, license #...'.",
    console: { label: 'License number', description: 'As printed on the DSHS license: letters, digits, spaces and hyphens.' },
  },
  licensee_name: { label: 'Licensee Name', group: 'license', kind: 'text', max: 200, console: { label: 'Licensee name', description: 'The person or company named on the license.' } },
  // Where families check the license and its inspections themselves (the state's public lookup).
  license_lookup_url: {
    label: 'License Lookup Address',
    group: 'license',
    kind: 'url',
    max: 255,
    hint: "The state's public lookup, where families check the license and its inspections. The footer's license line links to it (https only).",
    console: { label: 'License lookup address', description: "The state's public page where families check the license and its inspections (https://...).", placeholder: 'https://' },
  },
  // Issue 46: is a room open, or when is the next one. Shown at the top of every public page.
  rooms_open: {
    label: 'Rooms Open Now',
    group: 'license',
    kind: 'number',
    max: 8,
    hint: 'How many rooms are open for a new resident now: 0 when the home is full. Leave empty to say nothing on the site.',
    console: { label: 'Rooms open now', description: 'How many rooms are open now (0: full). Empty: the site says nothing about rooms.' },
  },
  next_opening: {
    label: 'Next Opening',
    group: 'license',
    kind: 'month',
    hint: 'The month a room is expected to open, such as 2027-03. Leave empty when you do not know.',
    console: { label: 'Next opening', description: 'The month a room is expected to open, as year-month: 2027-03. Empty: not known.', placeholder: '2027-03' },
  },
  availability_notice: {
    label: 'Availability Notice',
    group: 'license',
    kind: 'lines', translatable: true,
    max: 500,
    rows: 2,
    hint: 'For example: A private room is available from March 1.',
    console: { label: 'Availability notice', description: 'A short note such as "One room available from June".' },
  },
  availability_notice_enabled: {
    label: 'Show Availability Notice',
    group: 'license',
    kind: 'switch',
    hint: 'Shows the notice as a banner at the top of every public page.',
    console: { label: 'Show the availability notice', description: 'Turn on to show the notice on the site; off hides it.' },
  },
  // Costs & Payment (issue 19): whole dollars a month, what is included, how families can pay.
  price_from: {
    label: 'Monthly Price From',
    group: 'costs',
    kind: 'number',
    max: 1_000_000,
    hint: 'Whole dollars a month, for example 6500. Leave empty to say nothing.',
    console: { label: 'Monthly price from', description: 'Whole dollars a month, e.g. 6500. Leave empty to invite a call instead.' },
  },
  price_to: {
    label: 'Monthly Price To',
    group: 'costs',
    kind: 'number',
    max: 1_000_000,
    hint: 'Whole dollars a month. Leave empty for a price "from" only.',
    console: { label: 'Monthly price to', description: 'Whole dollars a month, e.g. 9000.' },
  },
  price_includes: {
    label: 'What Is Included',
    group: 'costs',
    kind: 'list', translatable: true,
    items: 20,
    max: 200,
    itemName: 'an included item',
    console: { label: 'What the price includes', description: 'A list in square brackets, each in quotes: ["Meals", "Laundry"].' },
  },
  payment_types: {
    label: 'Payment Types Accepted',
    ruleLabel: 'Payment type',
    group: 'costs',
    kind: 'choices',
    choices: PAYMENT_TYPES,
    console: {
      label: 'Payment types accepted',
      description: 'Any of: "Private pay", "Medicaid (COPES / Community First Choice)", "Long-term care insurance", "VA benefits", "Other", as a list in square brackets.',
    },
  },
  // Issue 46: the home's own words for a way to pay not on the list, shown when Other is ticked.
  payment_other: {
    label: 'Other Way to Pay',
    group: 'costs',
    kind: 'text', translatable: true,
    max: 200,
    hint: 'Shown on the Costs & Payment page when Other is ticked, e.g. Reverse mortgage.',
    console: { label: 'Other way to pay', description: 'In your own words, shown when "Other" is among the payment types, e.g. Reverse mortgage.' },
  },
  pricing_note: {
    label: 'Pricing Note',
    group: 'costs',
    kind: 'lines', translatable: true,
    max: 1000,
    rows: 3,
    hint: 'A short note under the prices on the Costs & Payment page.',
    console: { label: 'Note about costs', description: 'A short note shown on the Costs page, e.g. what changes the price.' },
  },
  // Issue 46: whether the home admits Medicaid residents and keeps those who move to Medicaid (RCW 70.128.280).
  medicaid_policy: {
    label: 'Medicaid Policy',
    group: 'costs',
    kind: 'lines', translatable: true,
    max: 2000,
    rows: 4,
    hint: 'Washington law (RCW 70.128.280) asks you to tell families whether you admit residents paid by Medicaid, and whether a resident who pays privately can stay when they move to Medicaid. Shown on the Costs & Payment page under "Paying with Medicaid".',
    console: {
      label: 'Medicaid policy',
      description: 'Whether the home admits residents paid by Medicaid, and keeps residents who move to Medicaid after paying privately (RCW 70.128.280). Shown on the Costs page.',
    },
  },
  // Issue 46: the care the home gives, in the Disclosure of Services' categories (shown on /services and /).
  care_specialties: {
    label: 'We Care For People Living With',
    ruleLabel: 'Care specialty',
    group: 'care',
    kind: 'choices',
    choices: CARE_SPECIALTIES,
    choiceLabels: CARE_SPECIALTY_LABELS,
    hint: 'Tick only the care you give: the Services and Home pages list exactly these. When the care you give changes, DSHS must get an updated Disclosure of Services 30 days before (WAC 388-76-10532).',
    console: {
      label: 'Care specialties',
      description:
        'Any of: "memory_care", "diabetes", "transfers", "hospice", "behavior_support", "mental_health", "developmental_disabilities", "wound_care", "oxygen", "other", as a list in square brackets.',
    },
  },
  care_other: {
    label: 'Other Care',
    group: 'care',
    kind: 'text', translatable: true,
    max: 200,
    hint: 'Shown in the list when Other is ticked, e.g. Parkinson’s disease.',
    console: { label: 'Other care', description: 'In your own words, shown when "other" is among the care specialties, e.g. Parkinson’s disease.' },
  },
  // Issue 47: the languages the site offers besides English; none on a fresh site.
  languages: {
    label: 'Languages We Offer',
    ruleLabel: 'Language',
    group: 'languages',
    kind: 'choices',
    choices: LANGUAGE_CODES,
    choiceLabels: LANGUAGE_LABELS,
    hint: "Spanish has the site's menus, buttons and forms in Spanish. For the other languages, the pages you translate show your words and the menus and buttons stay in English.",
    console: {
      label: 'Languages offered',
      description: `The languages the site offers besides English, as codes in a list in square brackets, e.g. ["es"]. Any of: ${LANGUAGE_CODES.map((code) => `"${code}"`).join(', ')}.`,
    },
  },
} as const satisfies Record<string, SettingDescription>;

type Fields = typeof SETTING_FIELDS;
export type SettingName = keyof Fields;

/** What each kind holds in the settings record (settings/read.php). */
type ValueOf<Field extends SettingDescription> = Field['kind'] extends 'number'
  ? number | null
  : Field['kind'] extends 'switch'
    ? boolean
    : Field['kind'] extends 'list'
      ? string[]
      : Field extends { choices: readonly (infer Choice)[] }
        ? Choice[]
        : string;
/** The described settings as the record holds them. */
export type SettingValues = { [Name in SettingName]: ValueOf<Fields[Name]> };
/** The described settings of one kind. */
export type SettingsOfKind<Kind extends SettingKind> = { [Name in SettingName]: Fields[Name]['kind'] extends Kind ? Name : never }[SettingName];

export const SETTING_NAMES = Object.keys(SETTING_FIELDS) as SettingName[];
/** The settings of `kinds`, in the order described. */
export const settingsOfKind = <Kind extends SettingKind>(...kinds: Kind[]) =>
  SETTING_NAMES.filter((name): name is SettingsOfKind<Kind> => (kinds as SettingKind[]).includes(SETTING_FIELDS[name].kind));

/** `business_name` → `businessName`: a setting's name in the API, as its schema attribute. */
export type CamelName<Name extends string> = Name extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelName<Tail>>}` : Name;
export const camelName = <Name extends string>(name: Name) => name.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase()) as CamelName<Name>;

/** The hero photos' rule (issue 44), which the settings' update and form check. */
type HeroFields = Partial<Record<ReturnType<typeof heroImageField> | ReturnType<typeof heroAltField>, string | undefined>>;
/**
 * The first slide whose photo is set without its alt text, or null: a hero photo is a real photo,
 * so it always has its words. The service passes the stored values merged with the sent ones.
 */
export const heroPhotoWithoutAlt = (settings: HeroFields): HeroSlide | null =>
  HERO_SLIDES.find((slide) => !!settings[heroImageField(slide)] && !settings[heroAltField(slide)]) ?? null;
export const heroAltMessage = (slide: HeroSlide) => `Hero photo ${slide} needs its alt text: a few words saying what the photo shows`;

/** The settings the owner may translate (issue 47). */
export const TRANSLATABLE_SETTINGS = SETTING_NAMES.filter((name) => (SETTING_FIELDS[name] as SettingDescription).translatable);
/** What the settings' `translations` hold (issue 47): the translatable settings and the hero photos' alt texts. */
export const SETTINGS_TRANSLATED: readonly string[] = [...TRANSLATABLE_SETTINGS, ...HERO_SLIDES.map(heroAltField)];
