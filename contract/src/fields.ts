import { z } from 'zod';
import { MESSAGES } from './messages';
import { DISCLOSURE_PATH, isImageReference, isWebPage, MAX_ID, MAX_URL_LENGTH, siteOrigin } from './rules';

/** The link and image rules live with the plain rules, which the web app imports without zod. */
export { isImageReference, isWebPage };

/**
 * Request bodies are checked with zod schemas built from these helpers, so every field has a type,
 * a length limit and a message a person can read. Unknown fields are refused; fields the API itself
 * sends out (ids and timestamps) may come back and are ignored.
 */

const requiredOr = (label: string, wrongType: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required` : `${label} ${wrongType}`;

/**
 * Every check after a length limit runs only on text within it: the limit aborts the field
 * (`abort: true`), so no refinement ever sees a 1 MB string. Refinements are linear as well
 * (tests/validation-timing.test.ts feeds long adversarial strings to every body schema).
 */
const atMost = (label: string, max: number) => ({ message: `${label} must be at most ${max} characters`, abort: true });

/** A control character (U+0000 to U+001F, U+007F): CR, LF and tab included. */
export const isControlCode = (code: number) => code <= 0x1f || code === 0x7f;
const LINE_CODES = new Set([0x09, 0x0a, 0x0d]);

/**
 * Whether the text holds a control character (with `keepLines`, one other than a tab, CR or LF).
 * Single-line fields (names, email, phone, subject lines...) refuse them all, so no visitor's text
 * can write a line of its own into an email, a header or a calendar file. One pass, linear.
 */
export const hasControlCharacter = (value: string, { keepLines = false } = {}) => {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (isControlCode(code) && !(keepLines && LINE_CODES.has(code))) return true;
  }
  return false;
};

/**
 * How a text field may be written: on one line (the default: no control character at all), or with
 * `{ lines: true }` on several (a message, a description: line breaks and tabs kept, the other
 * control characters refused).
 */
export type TextShape = { lines?: boolean };
const fitsShape = (lines: boolean) => (value: string) => !hasControlCharacter(value, { keepLines: lines });
const shapeMessage = (label: string, lines: boolean) => ({ message: lines ? `${label} must not hold control characters` : `${label} must be on one line, without control characters`, abort: true });

/** Required text: trimmed, not empty, at most `max` characters, on one line unless `{ lines: true }`. */
export const requiredText = (label: string, max: number, shape: TextShape = {}) =>
  z
    .string({ error: requiredOr(label, 'must be text') })
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .max(max, atMost(label, max))
    .refine(fitsShape(!!shape.lines), shapeMessage(label, !!shape.lines));

/** Optional text: absent or null becomes '', trimmed, at most `max` characters, on one line unless `{ lines: true }`. */
export const optionalText = (label: string, max: number, shape: TextShape = {}) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, atMost(label, max))
    .refine(fitsShape(!!shape.lines), shapeMessage(label, !!shape.lines))
    .nullish()
    .transform((value) => value ?? '');

/**
 * Something@domain.tld, checked in one pass: one '@' with text before it, no white space, and a dot
 * inside the part after it. (The regex /^[^\s@]+@[^\s@]+\.[^\s@]+$/ said the same but backtracks
 * quadratically: 100 KB of dots held the server for seconds.)
 */
export const isEmailAddress = (value: string) => {
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@') || /\s/.test(value)) return false;
  const domain = value.slice(at + 1);
  return domain.length >= 3 && domain.slice(1, -1).includes('.');
};

/** A phone number as a person types it: digits, + ( ) - . and spaces, with at least 7 digits. */
export const isPhoneNumber = (value: string) => /^[0-9+()\-.\s]+$/.test(value) && value.replace(/\D/g, '').length >= 7;

/** A DSHS license number as printed on the license: letters, digits, spaces and hyphens. */
export const isLicenseNumber = (value: string) => /^[A-Za-z0-9 -]*$/.test(value);

/** The optional fields that hold these: empty, or a valid value, within the column's length. */
export const optionalEmail = (label: string) => optionalText(label, 254).refine((value) => value === '' || isEmailAddress(value), `${label} must be a valid email address`);
/** A picture or link of a record (rules.ts isImageReference): trimmed, then the one URL rule. */
const imageRuleMessage = (label: string) => `${label} must be a web address (https://...), a path starting with /uploads/, or a file name`;
export const imageReference = (label: string) => requiredText(label, MAX_URL_LENGTH).refine(isImageReference, imageRuleMessage(label));
export const optionalImageReference = (label: string) =>
  optionalText(label, MAX_URL_LENGTH).refine((value) => value === '' || isImageReference(value), imageRuleMessage(label));
export const optionalWebPage = (label: string, max: number) => optionalText(label, max).refine((value) => value === '' || isWebPage(value), `${label} must be a web address starting with https://`);
/** The site's own address (rules.ts siteOrigin), kept as its origin; '' clears it. */
export const optionalSiteAddress = (label: string) =>
  optionalText(label, 200)
    .refine((value) => value === '' || siteOrigin(value) !== '', `${label} must be the site's address, like https://www.example.org`)
    .transform((value) => (value === '' ? '' : siteOrigin(value)));
/** A PDF the site stored (documents/upload.php) at /uploads/<file>.pdf, or '': never another path, a web address or a script. */
export const optionalDisclosurePath = (label: string) => optionalText(label, 200).refine((value) => value === '' || DISCLOSURE_PATH.test(value), `${label} must be a PDF uploaded to this site (/uploads/<file>.pdf)`);
export const licenseNumber = (label: string) => optionalText(label, 50).refine(isLicenseNumber, `${label} may only hold letters, digits, spaces and hyphens`);

export const email = (label = 'Email') =>
  requiredText(label, 254)
    .toLowerCase()
    .refine(isEmailAddress, `${label} must be a valid email address`);

/** Phone numbers kept as digits only (the site formats them as (XXX) XXX-XXXX): 7 to 15 of them, or none. */
export const phoneDigits = (label: string) =>
  optionalText(label, 40)
    .transform((value) => value.replace(/\D/g, ''))
    .refine((digits) => digits === '' || (digits.length >= 7 && digits.length <= 15), `${label} must have 7 to 15 digits`);

export const oneOf = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

/** One of the values, or '' for none (what a plain form sends for a choice left blank). */
export const oneOfOrNone = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.union([z.literal(''), z.enum(values)], { error: `${label} must be one of: ${values.join(', ')}` });

export const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** A whole number, also accepted as a string of digits (HTML number inputs send text). */
export const wholeNumber = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} must not be negative`)
      .max(max, `${label} must be at most ${max}`),
  );

/** A whole number from a query string (`?limit=50`): digits only, within min..max. */
export const queryNumber = (label: string, max: number, min: number) =>
  z
    .string({ error: `${label} must be a single whole number` })
    .regex(/^\d{1,10}$/, `${label} must be a whole number`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${label} must be between ${min} and ${max}`);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A moment from a query string: a date and time with its zone (what a browser's toISOString gives)
 * or a date alone, read as that day in UTC; `endOfDay` makes a date alone mean its last millisecond.
 */
export const queryTime = (label: string, { endOfDay = false } = {}) =>
  z
    .string({ error: `${label} must be a single date` })
    .max(40, `${label} must be a date such as 2026-11-25`)
    .refine((text) => DATE_ONLY.test(text) || DATE_TIME.test(text), `${label} must be a date such as 2026-11-25`)
    .transform((text) => (DATE_ONLY.test(text) ? new Date(`${text}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z`) : new Date(text)))
    .refine((date) => !Number.isNaN(date.getTime()), `${label} must be a real date`);

/**
 * A preferred visit time of a tour request: a date and a part of the day, as "2026-12-03 morning"
 * (one text, so a plain form post can carry it as a repeated field).
 */
const VISIT_TIME = /^(\d{4})-(\d{2})-(\d{2}) (morning|afternoon)$/;
export const visitTime = (label: string) =>
  z
    .string({ error: `Each of ${label} must be text` })
    .max(30, `Each of ${label} must be a date and "morning" or "afternoon", e.g. 2026-12-03 morning`)
    .refine((text) => {
      const match = VISIT_TIME.exec(text);
      if (!match) return false;
      const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
      return date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
    }, `Each of ${label} must be a date and "morning" or "afternoon", e.g. 2026-12-03 morning`);

/** A month and year, "2026-03": the date of a family's words. */
export const monthOfYear = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .max(7, { message: `${label} must be a month such as 2026-03`, abort: true })
    .refine((text) => {
      const match = /^(\d{4})-(\d{2})$/.exec(text);
      return !!match && Number(match[1]) >= 1900 && Number(match[2]) >= 1 && Number(match[2]) <= 12;
    }, `${label} must be a month such as 2026-03`);

/** A month such as 2027-03, or '' for none. */
export const optionalMonth = (label: string) =>
  // Up to 20 characters are read as a try at a month ("next spring" is told what a month is); more is too long.
  optionalText(label, 20).refine((text) => {
    if (text === '') return true;
    const match = /^(\d{4})-(\d{2})$/.exec(text);
    return !!match && Number(match[1]) >= 1900 && Number(match[2]) >= 1 && Number(match[2]) <= 12;
  }, `${label} must be a month such as 2027-03, or empty`);

/** A list of short texts: each trimmed, empty ones dropped (spec section 5). */
export const textList = (label: string, maxItems = 30, maxLength = 200) =>
  z
    .array(
      z
        .string({ error: `Each of ${label} must be text` })
        .max(maxLength, { message: `Each of ${label} must be at most ${maxLength} characters`, abort: true })
        .refine((item) => !hasControlCharacter(item.trim()), `Each of ${label} must be on one line, without control characters`),
      {
        error: `${label} must be a list of text`,
      })
    .max(maxItems, `${label} can hold at most ${maxItems} entries`)
    .transform((items) => items.map((item) => item.trim()).filter(Boolean));

/** A record id in a body: a positive whole number (or its digits as a string) that fits the id column. */
export const recordId = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  z
    .number({ error: (issue) => (issue.input === undefined ? MESSAGES.missingFields : 'id must be a number') })
    .int('id must be a whole number')
    .positive('id must be positive')
    .max(MAX_ID, `id must be at most ${MAX_ID}`),
);

/** Fields the API sends out; a client may echo them back, and they are never written. */
export const echoedFields = {
  created_at: z.unknown().optional(),
  updated_at: z.unknown().optional(),
};
