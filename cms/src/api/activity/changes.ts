import type { Core } from '@strapi/strapi';
import type { ActivityChange } from '@afh/contract/records';
import { CONTENT_TYPES, type ContentTypeDescription, type ContentTypeName } from '@afh/contract/content-types';
import type { ActivityTarget } from '@afh/contract/rules';
import { daysInWords } from '@afh/contract/days-in-words';
import { CONSOLE_LAYOUT } from '../../console/layout';

/**
 * What the activity log says about a record and its fields, in the owner's words (issue 32): each
 * tracked type's name, the fields a person would recognise (never the plugin's bookkeeping such as
 * the sign-in method or the email-confirmed flag), a secret as changed only, and a picture as
 * added, replaced or removed, never its storage address as text.
 */
export type Tracked = {
  type: ActivityTarget;
  label: string;
  /** How the summary names one record. */
  name: (row: Row) => string;
  /** Fields recorded as "changed" only: their values never reach the log. */
  secret?: readonly string[];
  /** Field labels for a type the console does not show (its layout has none). */
  labels?: Readonly<Record<string, string>>;
  /** The only fields recorded (all scalar fields when absent). */
  only?: readonly string[];
  /** The field holding the record's picture (an address): recorded as 'Photo added / replaced / removed', with thumbnails. */
  image?: string;
};

export type Row = Record<string, unknown> & { id: number };

export const text = (value: unknown) => (typeof value === 'string' ? value : '');
const quoted = (value: unknown, max = 80) => {
  const words = text(value).trim();
  return `"${words.length > max ? `${words.slice(0, max - 1)}…` : words}"`;
};
export const personName = (row: Row) => text(row.name).trim() || text(row.email);

type Named = Omit<Tracked, 'type' | 'label'> & { label?: string };

/** A described type's records, by its `title` and `image` (@afh/contract/content-types): 'from "Linda"', '"Personal Care"'. */
const describedNaming = (type: ContentTypeName): Named | null => {
  const { title, image }: ContentTypeDescription = CONTENT_TYPES[type];
  if (!title) return null;
  const [field] = title.fields;
  return { name: (row) => `${title.from ? 'from ' : ''}${quoted(row[field])}`, ...(image ? { image } : {}) };
};

/** How the log tells each described type's records apart: its kind and its name come from @afh/contract/content-types; these name theirs in their own way. */
const NAMED_APART: Partial<Record<ContentTypeName, Named>> = {
  setting: { label: 'Settings', name: () => '' },
  // What a family wrote may be health data (Washington's My Health My Data Act): none of it is
  // copied into the log, the staff's notes only as changed; the status is recorded as it is.
  inquiry: {
    name: (row) => `from ${`${text(row.firstName)} ${text(row.lastName)}`.trim()}`,
    only: ['inquiryStatus', 'notes', 'tourStatus'],
    secret: ['notes'],
  },
  user: {
    name: personName,
    // What the owner knows a person by; the plugin's own fields (username, sign-in method, email
    // confirmed, blocked, the reset and confirmation tokens) are bookkeeping she never sets.
    only: ['name', 'email', 'phone', 'approvalStatus', 'appRole', 'password'],
    secret: ['password'],
  },
};

export const TRACKED: Record<string, Tracked> = {
  ...Object.fromEntries(
    (Object.keys(CONTENT_TYPES) as ContentTypeName[]).flatMap((type) => {
      const named = NAMED_APART[type] ?? describedNaming(type);
      // A described type the log cannot name is a mistake in its description, found at start.
      if (!named) throw new Error(`The activity log cannot name a ${type}: give it a title in @afh/contract/content-types.`);
      return [[CONTENT_TYPES[type].uid, { type, label: CONTENT_TYPES[type].one, ...named }]];
    }),
  ),
  // The mail server's password is recorded as changed, never shown (not even sealed).
  'api::email-setting.email-setting': {
    type: 'setting',
    label: 'Email settings',
    name: () => '',
    secret: ['passwordSealed'],
    labels: { host: 'Mail server', port: 'Port', secure: 'Secure connection', user: 'User name', passwordSealed: 'Password', from: 'Sender address', notifyEmail: 'New requests go to', siteUrl: 'Site address' },
    // Whether mail gets through is noted after every send (issue 44): bookkeeping, not a change a person made.
    only: ['host', 'port', 'secure', 'user', 'passwordSealed', 'from', 'notifyEmail', 'siteUrl'],
  },
};

/** Fields that are bookkeeping rather than content. */
const SKIPPED = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale', 'createdBy', 'updatedBy', 'deletedAt']);
const SCALAR = new Set(['string', 'text', 'richtext', 'email', 'enumeration', 'integer', 'biginteger', 'float', 'decimal', 'boolean', 'date', 'datetime', 'time', 'json', 'password', 'uid']);
const VALUE_MAX = 500;

/** A value as a person reads it: lists joined, yes/no, empty as null, long text cut. */
export const shown = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  let words: string;
  if (Array.isArray(value)) words = value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(', ');
  else if (typeof value === 'boolean') words = value ? 'Yes' : 'No';
  else if (value instanceof Date) words = value.toISOString();
  else if (typeof value === 'object') words = JSON.stringify(value);
  else if (typeof value === 'string') words = value;
  else if (typeof value === 'number' || typeof value === 'bigint') words = value.toString();
  else words = '';
  if (words === '') return null;
  return words.length > VALUE_MAX ? `${words.slice(0, VALUE_MAX - 1)}…` : words;
};

/** "14:30" as people say it: "2:30 PM". */
const clockTime = (value: unknown) => {
  const match = /^(\d{2}):(\d{2})$/.exec(text(value));
  if (!match) return shown(value);
  const hours = Number(match[1]);
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
};
/** "2026-12-25" as people say it: "December 25, 2026" (a calendar day: no time zone moves it). */
const calendarDay = (day: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
};

/** Fields whose stored values people say otherwise (issue 44): days and times as they are spoken. */
const SPOKEN: Record<string, Record<string, (value: unknown) => string | null>> = {
  'api::setting.setting': {
    tourDays: (value) => (Array.isArray(value) ? daysInWords(value.map(text)) || null : shown(value)),
    tourStart: clockTime,
    tourEnd: clockTime,
    tourClosedDates: (value) => (Array.isArray(value) ? shown(value.map((day) => calendarDay(text(day)))) : shown(value)),
  },
};

/**
 * A file the site stores (an upload's address or its bare name, as the image and document fields
 * hold them): the log says what it is, never its stored name ("front_porch_5ca535e95f.jpg").
 */
const STORED_FILE = /^(?:\/backend\/uploads\/images\/|\/uploads\/)?[\w.-]{1,200}\.(jpe?g|png|webp|gif|avif|pdf)$/i;
const storedFile = (value: unknown) => STORED_FILE.exec(text(value).slice(0, 260))?.[1]?.toLowerCase() ?? null;

/** A change of a stored file outside the type's own picture field (hero photos, the Disclosure of Services). */
const fileChange = (field: string, label: string, old: unknown, now: unknown): ActivityChange | null => {
  const was = shown(old);
  const is = shown(now);
  if (was === is) return null;
  const kind = storedFile(now) ?? storedFile(old);
  const verb = was && is ? 'replaced' : is ? 'added' : 'removed';
  if (kind !== 'pdf') return { field, label: `${label}: photo ${verb}`, before: null, after: null, thumbnails: { before: was, after: is } };
  return { field, label: `${label}: file ${verb}`, before: null, after: null };
};

const fieldsOf = (strapi: Core.Strapi, uid: string) => {
  const model: { attributes?: Record<string, { type?: string }> } | undefined = strapi.getModel(uid as Parameters<typeof strapi.getModel>[0]);
  const attributes = model?.attributes ?? {};
  const only = TRACKED[uid]?.only;
  return Object.keys(attributes).filter((field) => !SKIPPED.has(field) && SCALAR.has(attributes[field].type ?? '') && (!only || only.includes(field)));
};

const labelOf = (uid: string, field: string) => CONSOLE_LAYOUT[uid]?.fields[field]?.label ?? TRACKED[uid]?.labels?.[field] ?? field;

/**
 * A picture as a person sees it: added, replaced or removed (a deleted record's is just its photo),
 * the addresses kept for thumbnails only.
 */
const pictureChange = (field: string, old: unknown, now: unknown, updated: boolean): ActivityChange | null => {
  const was = shown(old);
  const is = shown(now);
  if (was === is) return null;
  let label = 'Photo';
  if (updated) label = was && is ? 'Photo replaced' : is ? 'Photo added' : 'Photo removed';
  else if (is) label = 'Photo added';
  return { field, label, before: null, after: null, thumbnails: { before: was, after: is } };
};

/** The fields that differ between two rows (a created record: every field set; a removed one: every field it had). */
export const changesBetween = (strapi: Core.Strapi, uid: string, before: Row | null, after: Row | null): ActivityChange[] => {
  const secret = new Set(TRACKED[uid]?.secret ?? []);
  const changes: ActivityChange[] = [];
  for (const field of fieldsOf(strapi, uid)) {
    const old = before?.[field];
    const now = after?.[field];
    if (field === TRACKED[uid]?.image) {
      const picture = pictureChange(field, old, now, before !== null && after !== null);
      if (picture) changes.push(picture);
      continue;
    }
    if (secret.has(field)) {
      // Set or changed: said, never shown (a removed record's secrets are not mentioned).
      if (after !== null && now !== undefined && shown(old) !== shown(now)) changes.push({ field, label: labelOf(uid, field), before: null, after: null, secret: true });
      continue;
    }
    if (storedFile(old) || storedFile(now)) {
      const file = fileChange(field, labelOf(uid, field), old, now);
      if (file) changes.push(file);
      continue;
    }
    const say = SPOKEN[uid]?.[field] ?? shown;
    const was = say(old);
    const is = say(now);
    if (was !== is) changes.push({ field, label: labelOf(uid, field), before: was, after: is });
  }
  return changes;
};
