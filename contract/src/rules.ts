/**
 * The rules the API and its callers share that the public pages use too: the slug helper, tour
 * days and hours, the upload limits, who counts as an administrator and which link or image
 * addresses may be stored and shown. Plain values with no imports, so the web app bundles only
 * what it uses (docs/decisions/0016-quality-gate.md). The values a field may take are in
 * choices.ts: a module is bundled whole wherever it is used, and this one is in the entry every
 * visitor downloads, which the forms' lists have no need to be.
 */

/** Washington DSHS's public lookup of adult family homes (license, inspections), until the owner sets another address. */
export const DEFAULT_LICENSE_LOOKUP_URL = 'https://fortress.wa.gov/dshs/adsaapps/lookup/AFHPubLookup.aspx';
/** The Disclosure of Services (DSHS 10-508, issue 33): a PDF of at most 10 MB, stored as /uploads/<file>.pdf. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
/** The only value `disclosure_url` may hold besides '': a PDF straight in the upload folder (bounded, linear). */
export const DISCLOSURE_PATH = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9_-]{0,150}\.pdf$/;
/** The most entries the site keeps of each showcase list, photos, team or families' words (issue 19): a page, not an archive. */
export const MAX_SHOWCASE_ITEMS = 200;

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

/** Tour hours before the owner sets them (the schema's defaults): no days, so no booking, and the form asks for preferred times. Fresh lists each call. */
export const defaultTourHours = (): TourHours => ({ tour_days: [], tour_start: '10:00', tour_end: '16:00', tour_length_minutes: 60, tour_notice_hours: 24, tour_horizon_days: 14, tour_closed_dates: [], timezone: DEFAULT_TIMEZONE });

/** How many days a deleted record can be restored unless the server says otherwise (the types it keeps: content-types.ts). */
export const DEFAULT_TRASH_DAYS = 30;

export type { InquiryStatus } from './inquiry-words';
export type TourDay = (typeof TOUR_DAYS)[number];
export type { ActivityTarget } from './content-types';
export type { ActivityAction, ActivityActorKind, FaqCategory, ItemStatus, MoveInTimeframe, PaymentSource, PaymentType, Role, ServiceType, TourStatus, UserStatus } from './choices';

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

/**
 * A service's or program's address (issue 47): one slug in every language, its English title's. A
 * reply in another language carries it as `slug`, since its `title` is the translation.
 */
export const slugOf = (item: { title: string; slug?: string }): string => item.slug ?? slugify(item.title);

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
