/**
 * The rules the API and its callers share: the values a field may take, the slug helper, the upload
 * limit, who counts as an administrator and which link or image addresses may be stored and shown.
 * Plain values with no imports, so the web app bundles only what it uses
 * (docs/decisions/0016-quality-gate.md).
 */

export const ITEM_STATUSES = ['active', 'inactive'] as const;
export const FAQ_CATEGORIES = ['general', 'services', 'pricing', 'facilities'] as const;
export const ROLES = ['user', 'staff', 'admin'] as const;
export const USER_STATUSES = ['pending', 'approved', 'disapproved'] as const;
export const SERVICE_TYPES = ['Schedule a Tour', 'General Information', 'Pricing & Insurance', 'Medical Questions', 'Other'] as const;
/** The icons a service may name (spec section 3); anything else shows the generic image icon. */
export const ICON_NAMES = ['Heart', 'Shield', 'Users2', 'Clock', 'Star', 'CheckCircle', 'Activity', 'Home', 'Utensils', 'Brain', 'Palette', 'Users', 'TreePine', 'Calendar', 'Image'] as const;

/** A tour request's optional details (issue 19): when the family thinks of moving in, how they would pay, when they would visit. */
export const MOVE_IN_TIMEFRAMES = ['Within a month', '1-3 months', 'Just exploring'] as const;
export const PAYMENT_TYPES = ['Private pay', 'Long-term care insurance', 'Medicaid / COPES', 'Veterans benefits'] as const;
export const PAYMENT_SOURCES = [...PAYMENT_TYPES, 'Not sure'] as const;
export const VISIT_PARTS = ['morning', 'afternoon'] as const;
export const MAX_PREFERRED_TIMES = 3;
/** Washington DSHS's public lookup of adult family homes (license, inspections), until the owner sets another address. */
export const DEFAULT_LICENSE_LOOKUP_URL = 'https://fortress.wa.gov/dshs/adsaapps/lookup/AFHPubLookup.aspx';
/** The Disclosure of Services (DSHS 10-508, issue 33): a PDF of at most 10 MB, stored as /uploads/<file>.pdf. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
/** The only value `disclosure_url` may hold besides '': a PDF straight in the upload folder (bounded, linear). */
export const DISCLOSURE_PATH = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9_-]{0,150}\.pdf$/;
/** The most entries the site keeps of each showcase list, photos, team or families' words (issue 19): a page, not an archive. */
export const MAX_SHOWCASE_ITEMS = 200;
/** The service type whose requests carry the tour details. */
export const TOUR_REQUEST = 'Schedule a Tour';

/**
 * Tour times a family can book (issue 33): the days of the week tours are given, the bounds of the
 * Tour hours settings, where a booked tour stands, and the home's time zone until the owner sets another.
 */
export const TOUR_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const TOUR_LENGTH_MINUTES = { min: 15, max: 180 } as const;
export const TOUR_NOTICE_HOURS = { min: 0, max: 168 } as const;
export const TOUR_HORIZON_DAYS = { min: 1, max: 60 } as const;
/** The most closed dates kept (a year of them). */
export const MAX_CLOSED_DATES = 366;
export const TOUR_STATUSES = ['booked', 'confirmed', 'cancelled', 'done'] as const;
/** What the admin may set a booked tour to. */
export const TOUR_STATUS_CHANGES = ['confirmed', 'cancelled', 'done'] as const;
export const DEFAULT_TIMEZONE = 'America/Los_Angeles';
/** Tour hours (issue 33), part of the settings: no days, no booking (the form keeps the preferred times). Times "HH:MM" in `timezone`. */
export type TourHours = {
  tour_days: Array<(typeof TOUR_DAYS)[number]>;
  tour_start: string;
  tour_end: string;
  tour_length_minutes: number;
  tour_notice_hours: number;
  tour_horizon_days: number;
  /** "YYYY-MM-DD", in the home's time zone. */
  tour_closed_dates: string[];
  /** An IANA time zone name: the home's clock, for tours and exported times. */
  timezone: string;
};

const DAY_NAMES = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' } as const;

/**
 * Days of the week as people say them, in the week's order, three or more in a row as a span:
 * 'Monday to Saturday', 'Monday to Wednesday and Saturday', 'Tuesday and Thursday'; '' for none.
 */
export const daysInWords = (days: readonly string[]): string => {
  const offered = TOUR_DAYS.map((day) => days.includes(day));
  const parts: string[] = [];
  for (let start = 0; start < TOUR_DAYS.length; start++) {
    if (!offered[start]) continue;
    let end = start;
    while (end + 1 < TOUR_DAYS.length && offered[end + 1]) end++;
    if (end - start >= 2) parts.push(`${DAY_NAMES[TOUR_DAYS[start]]} to ${DAY_NAMES[TOUR_DAYS[end]]}`);
    else for (let day = start; day <= end; day++) parts.push(DAY_NAMES[TOUR_DAYS[day]]);
    start = end;
  }
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
};

/** Tour hours before the owner sets them (the schema's defaults): no days, so no booking, and the form asks for preferred times. Fresh lists each call. */
export const defaultTourHours = (): TourHours => ({ tour_days: [], tour_start: '10:00', tour_end: '16:00', tour_length_minutes: 60, tour_notice_hours: 24, tour_horizon_days: 14, tour_closed_dates: [], timezone: DEFAULT_TIMEZONE });

/** What the activity log names (issue 17): the kinds of record written to (each described in content-types.ts), and what was done. */
export const ACTIVITY_TARGETS = ['service', 'program', 'faq', 'setting', 'inquiry', 'user', 'photo', 'team-member', 'testimonial'] as const;
export const ACTIVITY_ACTIONS = ['create', 'update', 'delete', 'restore', 'sign-in', 'password-reset-request', 'email-test', 'alert'] as const;
/** How many days a deleted record can be restored unless the server says otherwise (the types it keeps: content-types.ts). */
export const DEFAULT_TRASH_DAYS = 30;
/** Who acted: a signed-in admin of the site, a console account, a visitor (registration, contact form, reset link) or the server itself. */
export const ACTIVITY_ACTOR_KINDS = ['site', 'console', 'visitor', 'system'] as const;

export type ItemStatus = (typeof ITEM_STATUSES)[number];
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export type Role = (typeof ROLES)[number];
export type UserStatus = (typeof USER_STATUSES)[number];
export type { InquiryStatus } from './inquiry-words';
export type ServiceType = (typeof SERVICE_TYPES)[number];
export type MoveInTimeframe = (typeof MOVE_IN_TIMEFRAMES)[number];
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export type TourDay = (typeof TOUR_DAYS)[number];
export type TourStatus = (typeof TOUR_STATUSES)[number];
export type ActivityTarget = (typeof ACTIVITY_TARGETS)[number];
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
export type ActivityActorKind = (typeof ACTIVITY_ACTOR_KINDS)[number];

/** The largest record id: ids are 32-bit integer columns. */
export const MAX_ID = 2 ** 31 - 1;

/** The upload limit (spec section 5: 5 MB, 5242880 bytes), checked by the form and again by the server. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The /admin area and every admin call need an approved account with the admin role (spec section 6). */
export const isApprovedAdmin = (user: { role?: unknown; status?: unknown } | null | undefined): boolean =>
  user?.role === 'admin' && user.status === 'approved';

/** The spec's slug helper (section 5): lowercase, letters/digits/spaces/hyphens only, spaces to hyphens. */
export const slugify = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The longest link or image value a record holds (the columns' maxLength). */
export const MAX_URL_LENGTH = 1000;

/**
 * Never in a link or image value: white space, control and format characters (tab, newline, NUL,
 * U+2028, zero-width and direction marks) and backslashes, which browsers drop or read as '/'.
 */
const UNSAFE_CHARACTER = /[\s\p{C}\\]/u;
/** A '.' or '..' path segment, also percent-encoded (browsers read '%2e%2e' as '..'). */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:[/?#]|$)/i;
/** A file name as the uploads hold it (garden.jpg, garden_0a1b2c3d4e.webp): no path, no leading dot. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** A file under /uploads/ (the site serves uploads there), or the legacy /backend/uploads/images/<file>. */
const UPLOAD_PATH = /^\/uploads(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/;
const LEGACY_UPLOAD_PATH = /^\/backend\/uploads\/images\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** An absolute http(s) address with a host and no user:password@ part, as a browser's URL parser reads it. */
const isWebAddress = (value: string, protocols: readonly string[]) => {
  if (!/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

/** What every link or image value must be before anything else: bounded, and no hidden or unsafe character. */
const isPlainAddress = (value: string) => value.length <= MAX_URL_LENGTH && !UNSAFE_CHARACTER.test(value) && !DOT_SEGMENT.test(value);

/**
 * The one rule for a stored picture or link (a service's, program's or gallery photo's image, a team
 * member's photo), checked on every way in (our API and the Strapi console) and again by the site
 * before it draws one: a file under /uploads/, the legacy /backend/uploads/images/<file>, a bare file
 * name (spec section 7 maps it to that uploads path), or an absolute http(s) address. Anything else
 * (javascript:, data:, vbscript:, file:, blob:, //host, another site path, '..', '\\', white space or
 * control characters anywhere) is refused. Callers trim first; the text must fit MAX_URL_LENGTH.
 */
export const isImageReference = (value: string): boolean =>
  isPlainAddress(value) && (FILE_NAME.test(value) || UPLOAD_PATH.test(value) || LEGACY_UPLOAD_PATH.test(value) || isWebAddress(value, ['http:', 'https:']));

/** A web page address for families to open (the license lookup): https only, under the same rule. */
export const isWebPage = (value: string): boolean => isPlainAddress(value) && isWebAddress(value, ['https:']);

/**
 * The site's own address (issue 44), which links in emails start with: http or https, a host and
 * perhaps a port, nothing after it but one '/'. `siteOrigin` gives it in the one form it is kept in
 * ('https://home.example.org'), or '' when the value is not such an address.
 */
export const siteOrigin = (value: string): string => {
  if (!isPlainAddress(value) || !isWebAddress(value, ['http:', 'https:'])) return '';
  const url = new URL(value);
  return url.pathname === '/' && url.search === '' && url.hash === '' && !value.endsWith('?') && !value.endsWith('#') ? url.origin : '';
};

/** The hero's three slides (issue 33): each may show one of the owner's photos instead of the drawn picture. */
export const HERO_SLIDES = [1, 2, 3] as const;
export type HeroSlide = (typeof HERO_SLIDES)[number];
export const heroImageField = (slide: HeroSlide) => `hero_image_${slide}` as const;
export const heroAltField = (slide: HeroSlide) => `hero_alt_${slide}` as const;
/**
 * Which part of a hero photo stays in view on a phone (issue 44), whose narrow screen crops the
 * sides of a wide photo: '' is the middle.
 */
export const HERO_FOCUS = ['left', 'center', 'right'] as const;
export type HeroFocus = (typeof HERO_FOCUS)[number];
export const heroFocusField = (slide: HeroSlide) => `hero_focus_${slide}` as const;
/** A stored or chosen value as a part in view: the middle for '' or anything else. */
export const heroFocusOf = (value: unknown): HeroFocus => HERO_FOCUS.find((focus) => focus === value) ?? 'center';
type HeroFields = Partial<Record<ReturnType<typeof heroImageField> | ReturnType<typeof heroAltField>, string | undefined>>;
/**
 * The first slide whose photo is set without its alt text, or null: a hero photo is a real photo,
 * so it always has its words. The service passes the stored values merged with the sent ones.
 */
export const heroPhotoWithoutAlt = (settings: HeroFields): HeroSlide | null =>
  HERO_SLIDES.find((slide) => !!settings[heroImageField(slide)] && !settings[heroAltField(slide)]) ?? null;
export const heroAltMessage = (slide: HeroSlide) => `Hero photo ${slide} needs its alt text: a few words saying what the photo shows`;
