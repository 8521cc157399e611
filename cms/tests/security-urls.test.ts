import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, consoleToken } from './helpers/content';
import { attributeValues, loadPage } from './helpers/html';
import { api, call, expectFailure, type Reply } from './helpers/http';
import { uniqueTag } from './helpers/inquiries';
import { HOSTILE_ADDRESSES } from '@afh/contract/hostile-addresses';

/**
 * One URL rule for every link or image field (issue 29): a file under /uploads/ (or the legacy
 * /backend/uploads/images/<file>), a bare file name, or an absolute http(s) address; the license
 * lookup https only. Every field × every way in (the site API's create and update, the console's
 * create, update and clone) × every hostile value is a 400 with a message naming the field, and
 * nothing is stored; every good value is stored (trimmed). A new field is one line of FIELDS.
 */

/** Refused in every link or image field (the web's images.test.ts refuses the same list). */
const HOSTILE = HOSTILE_ADDRESSES;
const GOOD_IMAGES = ['https://cdn.example.org/photos/garden.jpg', 'http://example.org/porch.png', '/uploads/garden_0a1b2c.jpg', '/backend/uploads/images/hall.webp', 'kitchen-2.webp', '  /uploads/padded.jpg \n'];

type Way = 'site create' | 'site update' | 'console create' | 'console update' | 'console clone';
/** What one write did: its reply, and the value stored where it wrote before and after it (undefined: no such record). */
type Attempt = { reply: Reply; before: string | undefined; after: () => Promise<string | undefined> };

type Field = {
  name: string;
  hostile: string[];
  good: string[];
  /** The message of a refusal, by the way in (the site API's label or the console's). */
  message: { site: string; console: string };
  /** The site API's length limit of the field, whose own message a longer value gets. */
  max: number;
  write: Partial<Record<Way, (value: string, tag: string) => Promise<Attempt>>>;
};

const prefix = uniqueTag();
const tagged = () => `${prefix}-${uniqueTag()}`;

const manager = async (method: string, path: string, json?: unknown) =>
  call(method, `/content-manager/${path}`, { headers: { Authorization: `Bearer ${await consoleToken()}` }, ...(json === undefined ? {} : { json }) });

type Folder = 'services' | 'programs' | 'gallery' | 'team';
type Collection = {
  folder: Folder;
  uid: string;
  /** The field's name on the site API and in the console. */
  apiField: 'image_url' | 'photo_url';
  consoleField: 'imageUrl' | 'photoUrl';
  labels: { site: string; console: string };
  /** The other fields a new record needs, the same on both ways in. */
  fields: (tag: string) => Record<string, unknown>;
  updateMethod: 'PUT' | 'POST';
  /** The admin list of every (not deleted) record. */
  list: string;
};

const records = async ({ list }: Collection) => {
  const reply = await api.get(list, { cookie: await admin() });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.records as Array<Record<string, unknown>>;
};
const storedById = async (collection: Collection, id: number) => (await records(collection)).find((record) => record.id === id)?.[collection.apiField] as string | undefined;
const storedByTag = async (collection: Collection, tag: string) =>
  (await records(collection)).find((record) => JSON.stringify(record).includes(tag))?.[collection.apiField] as string | undefined;

/** The record the update ways change: made once per field, through the console (which gives both ids). */
const bases = new Map<string, Promise<{ id: number; documentId: string }>>();
const baseOf = (collection: Collection) => {
  const made = bases.get(collection.uid) ?? manager('POST', `collection-types/${collection.uid}`, { ...collection.fields(tagged()), [collection.consoleField]: '/uploads/base.jpg' }).then((reply) => {
    expect(reply.status, reply.text.slice(0, 300)).toBe(201);
    return { id: reply.body.data.id as number, documentId: reply.body.data.documentId as string };
  });
  bases.set(collection.uid, made);
  return made;
};

const collectionField = (collection: Collection): Field => {
  const created = (send: (value: string, tag: string) => Promise<Reply>) => async (value: string, tag: string) => ({
    reply: await send(value, tag),
    before: undefined,
    after: () => storedByTag(collection, tag),
  });
  const updated = (send: (value: string, base: { id: number; documentId: string }) => Promise<Reply>) => async (value: string) => {
    const base = await baseOf(collection);
    const before = await storedById(collection, base.id);
    return { reply: await send(value, base), before, after: () => storedById(collection, base.id) };
  };
  const { folder, uid, apiField, consoleField } = collection;
  return {
    name: `${folder} ${apiField}`,
    hostile: HOSTILE,
    good: GOOD_IMAGES,
    message: { site: `${collection.labels.site} must be a web address (https://...), a path starting with /uploads/, or a file name`, console: `${collection.labels.console} must be a web address (https://...), a path starting with /uploads/, or a file name` },
    max: 1000,
    write: {
      'site create': created(async (value, tag) => api.post(`/${folder}/create.php`, { cookie: await admin(), json: { ...collection.fields(tag), [apiField]: value } })),
      'site update': updated(async (value, { id }) => call(collection.updateMethod, `/backend/api/${folder}/update.php`, { cookie: await admin(), json: { id, [apiField]: value } })),
      'console create': created((value, tag) => manager('POST', `collection-types/${uid}`, { ...collection.fields(tag), [consoleField]: value })),
      'console update': updated((value, { documentId }) => manager('PUT', `collection-types/${uid}/${documentId}`, { [consoleField]: value })),
      'console clone': created(async (value, tag) => manager('POST', `collection-types/${uid}/clone/${(await baseOf(collection)).documentId}`, { ...collection.fields(tag), [consoleField]: value })),
    },
  };
};

const COLLECTIONS: Collection[] = [
  { folder: 'services', uid: 'api::service.service', apiField: 'image_url', consoleField: 'imageUrl', labels: { site: 'image_url', console: 'Image URL' }, fields: (tag) => ({ title: `Service ${tag}`, alt: `Picture ${tag}` }), updateMethod: 'PUT', list: '/services/read.php' },
  { folder: 'programs', uid: 'api::program.program', apiField: 'image_url', consoleField: 'imageUrl', labels: { site: 'image_url', console: 'Image URL' }, fields: (tag) => ({ title: `Program ${tag}`, alt: `Picture ${tag}` }), updateMethod: 'PUT', list: '/programs/read.php' },
  { folder: 'gallery', uid: 'api::gallery-photo.gallery-photo', apiField: 'image_url', consoleField: 'imageUrl', labels: { site: 'Photo', console: 'Photo' }, fields: (tag) => ({ alt: `Photo ${tag}` }), updateMethod: 'POST', list: '/gallery/admin_read.php' },
  { folder: 'team', uid: 'api::team-member.team-member', apiField: 'photo_url', consoleField: 'photoUrl', labels: { site: 'Photo', console: 'Photo' }, fields: (tag) => ({ name: `Member ${tag}`, role: 'Caregiver', alt: `Portrait ${tag}` }), updateMethod: 'POST', list: '/team/admin_read.php' },
];

/** The settings' license lookup: one record, https only. */
const readSettings = async () => {
  const reply = await api.get('/settings/read.php');
  expect(reply.status).toBe(200);
  return reply.body.data as Record<string, unknown>;
};
const lookup = async () => (await readSettings()).license_lookup_url as string;
const settingsWrite = (send: (value: string) => Promise<Reply>) => async (value: string) => {
  const before = await lookup();
  return { reply: await send(value), before, after: lookup };
};
const LICENSE_LOOKUP: Field = {
  name: 'settings license_lookup_url',
  hostile: [...HOSTILE, 'http://www.dshs.wa.gov/lookup', '/uploads/garden.jpg', 'garden.jpg'],
  good: ['https://www.dshs.wa.gov/lookup?kind=afh', '  https://fortress.wa.gov/dshs/lookup  '],
  message: { site: 'License Lookup Address must be a web address starting with https://', console: 'License lookup address must be a web address starting with https://' },
  max: 255,
  write: {
    'site update': settingsWrite(async (value) => api.post('/settings/update.php', { cookie: await admin(), json: { ...(await readSettings()), license_lookup_url: value } })),
    'console update': settingsWrite((value) => manager('PUT', 'single-types/api::setting.setting', { licenseLookupUrl: value })),
  },
};

const FIELDS: Field[] = [...COLLECTIONS.map(collectionField), LICENSE_LOOKUP];
const WAYS = (field: Field) => (Object.keys(field.write) as Way[]).map((way) => ({ way, write: field.write[way]! }));

/** The refusal each way gives: the legacy shape on the site API, the console's ValidationError in the console. */
/** A control character inside the value (its ends are trimmed first): the one-line rule of every single-line field refuses it (issue 41). */
// eslint-disable-next-line no-control-regex -- the control characters are what is looked for
const ONE_LINE = /[\u0000-\u001f\u007f]/;
const OFF_ONE_LINE = /must be on one line, without control characters$/;
const expectRefused = (way: Way, field: Field, value: string, reply: Reply) => {
  const multiLine = ONE_LINE.test(value.trim());
  if (way.startsWith('site')) {
    let message: string | RegExp = field.message.site;
    if (value.includes('\u0000')) message = 'Text must not contain NUL characters.';
    else if (value.trim().length > field.max) message = new RegExp(`must be at most ${field.max} characters$`);
    else if (multiLine) message = OFF_ONE_LINE;
    expectFailure(reply, 400, message);
    return;
  }
  expect(reply.status, reply.text.slice(0, 300)).toBe(400);
  expect(reply.body.error.name).toBe('ValidationError');
  if (value.trim().length > 1000) expect(reply.body.error.message).toMatch(/must be at most \d+ characters/);
  else if (multiLine) expect(reply.body.error.message).toMatch(OFF_ONE_LINE);
  else expect(reply.body.error.message).toBe(field.message.console);
};

let originalLookup = '';
beforeAll(async () => {
  originalLookup = await lookup();
});
// Other test files share the database: what this file makes it deletes, and the lookup goes back.
afterAll(async () => {
  const cookie = await admin();
  for (const collection of COLLECTIONS) {
    for (const record of await records(collection)) {
      if (!JSON.stringify(record).includes(prefix)) continue;
      if (collection.folder === 'services' || collection.folder === 'programs') await api.delete(`/${collection.folder}/delete.php?id=${String(record.id)}`, { cookie });
      else await api.delete(`/${collection.folder}/delete.php`, { cookie, json: { id: record.id } });
    }
  }
  await api.post('/settings/update.php', { cookie, json: { ...(await readSettings()), license_lookup_url: originalLookup } });
});

describe.each(FIELDS)('$name', (field) => {
  describe.each(WAYS(field))('through $way', ({ way, write }) => {
    it('refuses every hostile value with a 400 that names the field, and stores nothing', async () => {
      for (const value of field.hostile) {
        const { reply, before, after } = await write(value, tagged());
        expectRefused(way, field, value, reply);
        expect(await after(), JSON.stringify(value)).toBe(before);
      }
    });

    it('accepts every good value and stores it trimmed', async () => {
      for (const value of field.good) {
        const { reply, after } = await write(value, tagged());
        expect(reply.status, `${JSON.stringify(value)}: ${reply.text.slice(0, 300)}`).toBeLessThan(300);
        expect(await after(), JSON.stringify(value)).toBe(value.trim());
      }
    });
  });
});

describe("the team's lists in the console", () => {
  it('are lists of short texts, as on the site API', async () => {
    for (const credentials of ['RN', [{ evil: true }], Array.from({ length: 21 }, (_, index) => `C${index}`), ['x'.repeat(61)]]) {
      const reply = await manager('POST', 'collection-types/api::team-member.team-member', { name: `Member ${tagged()}`, role: 'Caregiver', credentials });
      expect(reply.status, JSON.stringify(credentials)).toBe(400);
      expect(reply.body.error.message).toMatch(/Credentials (must|can)/);
    }
    const tag = tagged();
    const made = await manager('POST', 'collection-types/api::team-member.team-member', { name: `Member ${tag}`, role: 'Caregiver', languages: [' English ', ''] });
    expect(made.status, made.text.slice(0, 300)).toBe(201);
    expect(made.body.data.languages).toEqual(['English']);
  });
});

describe('the pages that show these fields', () => {
  const UNSAFE_SCHEME = /^(?:javascript|data|vbscript|file|blob):/i;

  it.each(['/', '/our-home', '/services', '/programs', '/about'])('%s links and draws no javascript:, data: or other script address', async (path) => {
    // After every hostile write above: one good photo and member, to show the page is read in full.
    const tag = tagged();
    const photo = await api.post('/gallery/create.php', { cookie: await admin(), json: { image_url: '/uploads/shown.jpg', alt: `Shown ${tag}` } });
    expect(photo.status, JSON.stringify(photo.body)).toBe(201);
    for (const value of HOSTILE.slice(0, 11)) await api.post('/gallery/create.php', { cookie: await admin(), json: { image_url: value, alt: `Hostile ${tag}` } });

    const { status, text } = await loadPage(path);
    expect(status).toBe(200);
    const addresses = attributeValues(text, ['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'xlink:href']);
    expect(addresses.length).toBeGreaterThan(0);
    // A browser drops tabs, newlines and leading spaces before it reads the scheme.
    expect(addresses.filter((address) => UNSAFE_SCHEME.test(address.replace(/[\s\p{Cc}]/gu, '')))).toEqual([]);
    expect(text).not.toMatch(/javascript:|vbscript:|data:text\/html/i);
    expect(text).not.toContain(`Hostile ${tag}`);
    if (path === '/our-home') expect(addresses).toContain('/uploads/shown.jpg');
  });
});
