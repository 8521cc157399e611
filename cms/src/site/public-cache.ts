import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'koa';
import { isDatabaseUnavailable } from '../runtime/unavailable';

/**
 * The public reads of the site, answered from memory (issue 6, decision 0006). Each content
 * type keeps its serialized reply, pre-compressed with gzip and Brotli, under a strong ETag (a hash
 * of the body). Any write to the type drops its entry at once (see cache-invalidation.ts), and a
 * read that was already running when the write happened never stores its older result.
 */

export const PUBLIC_READS = {
  '/backend/api/services/public_read.php': 'api::service.service',
  '/backend/api/programs/public_read.php': 'api::program.program',
  '/backend/api/faqs/read.php': 'api::faq.faq',
  '/backend/api/settings/read.php': 'api::setting.setting',
  '/backend/api/gallery/read.php': 'api::gallery-photo.gallery-photo',
  '/backend/api/team/read.php': 'api::team-member.team-member',
  '/backend/api/testimonials/read.php': 'api::testimonial.testimonial',
} as const;
export type CachedType = (typeof PUBLIC_READS)[keyof typeof PUBLIC_READS];
export const CACHED_TYPES = new Set<string>(Object.values(PUBLIC_READS));
const READ_AT = new Map<string, CachedType>(Object.entries(PUBLIC_READS));

/** Browsers keep the reply but ask again each time; an unchanged reply costs a 304. */
export const CACHE_CONTROL = 'no-cache';
/** Below this, compression costs more than it saves (koa-compress uses the same threshold). */
const COMPRESS_THRESHOLD = 1024;

type Encoding = 'br' | 'gzip' | 'identity';
type Variant = { body: Buffer; etag: string };
/** One reply made once: its plain, gzip and Brotli bodies, each with its own strong ETag. */
export type Representation = Partial<Record<Encoding, Variant>> & { identity: Variant };
type Entry = Representation;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const entries = new Map<string, Entry>();
/**
 * The reply each type had before its last invalidation: answered only when the reply cannot be
 * made again because the database is out of reach (stale-if-error, decision 0030).
 */
const previous = new Map<string, Entry>();
const generations = new Map<string, number>();
const filling = new Map<string, { generation: number; entry: Promise<Entry> }>();
/** On PostgreSQL: each type's version in the database, raised by every write (src/site/pg-cache-sync.ts). */
let readVersions: (() => Promise<Map<string, number>>) | null = null;
/** The version of each type this process last saw: a different one means another instance wrote. */
const seen = new Map<string, number>();

/**
 * Drops every reply whose type the database says was written since this process last looked.
 * Without versions (one server on SQLite) there is nothing to ask.
 */
const catchUp = async () => {
  if (!readVersions) return;
  let versions: Map<string, number>;
  try {
    versions = await readVersions();
  } catch (error) {
    // The database is out of reach: nobody can write now, so what is in memory is answered as it
    // is (stale-if-error) until it is back, and then checked again (decision 0030).
    if (isDatabaseUnavailable(error)) return;
    throw error;
  }
  for (const [uid, version] of versions) {
    if (seen.get(uid) === version) continue;
    const known = seen.has(uid);
    seen.set(uid, version);
    if (known || entries.has(uid)) publicCache.invalidate(uid);
  }
};

const generation = (uid: string) => generations.get(uid) ?? 0;

/** Only the bench server may read around the cache: it measures what an uncached read costs. */
const uncachedAllowed = () => process.env.BENCH_UNCACHED_ROUTES === 'true';

const makeEntry = async (text: string): Promise<Entry> => {
  const body = Buffer.from(text);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  const entry: Entry = { identity: { body, etag: `"${hash}"` } };
  if (body.length < COMPRESS_THRESHOLD) return entry;
  const [gz, br] = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  // Each encoding is its own representation, so each gets its own strong ETag.
  if (gz.length < body.length) entry.gzip = { body: gz, etag: `"${hash}-gz"` };
  if (br.length < body.length) entry.br = { body: br, etag: `"${hash}-br"` };
  return entry;
};

/** The q-value a client gives a content coding in Accept-Encoding (0 when absent). */
const quality = (header: string, coding: string) => {
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)).find(Boolean);
    const value = q ? Number(q[1]) || 0 : 1;
    if (name === coding) return value;
    if (name === '*') wildcard = value;
  }
  return wildcard;
};

const chooseVariant = (header: string, entry: Entry): [Encoding, Variant] => {
  if (header) {
    const br = entry.br ? quality(header, 'br') : 0;
    const gz = entry.gzip ? quality(header, 'gzip') : 0;
    if (br > 0 && br >= gz) return ['br', entry.br!];
    if (gz > 0) return ['gzip', entry.gzip!];
  }
  return ['identity', entry.identity];
};

/**
 * If-None-Match names this representation (weak comparison, lists and `*`, RFC 9110 13.1.2). Not
 * koa's `ctx.fresh`: it refuses whenever the request says `Cache-Control: no-cache`, which fetch()
 * adds to every conditional request, although that directive speaks to caches, not to the origin.
 */
const notModified = (header: string, etag: string) =>
  header !== '' && (header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * What to send of a reply made once: the representation the client takes best (by its
 * Accept-Encoding), and whether it already has it (by its If-None-Match).
 */
export const negotiate = (entry: Representation, acceptEncoding: string, ifNoneMatch: string) => {
  const [encoding, variant] = chooseVariant(acceptEncoding, entry);
  return { encoding, variant, fresh: notModified(ifNoneMatch, variant.etag) };
};

const write = (ctx: Context, entry: Entry, type = JSON_TYPE, status = 200) => {
  const { encoding, variant, fresh } = negotiate(entry, ctx.get('Accept-Encoding'), ctx.get('If-None-Match'));
  ctx.vary('Accept-Encoding');
  ctx.set('Cache-Control', CACHE_CONTROL);
  ctx.set('ETag', variant.etag);
  ctx.status = status;
  if (status === 200 && fresh) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  // Already compressed: koa-compress must leave it alone.
  (ctx as Context & { compress?: boolean }).compress = false;
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.type = type;
  ctx.body = variant.body;
};

/**
 * Made once, answered many times: a reply's bodies (plain, gzip, Brotli) and strong ETags, for
 * the server-rendered pages, which are kept per content version like the public reads.
 */
export const represent = (text: string): Promise<Representation> => makeEntry(text);

/** Answers with a representation: the encoding the client takes best, ETag, no-cache, and 304 when it has it. */
export const answerWith = (ctx: Context, representation: Representation, type: string, status = 200) => write(ctx, representation, type, status);

/** Builds the entry; stores it only if no write happened meanwhile. Concurrent misses share one read. */
const fill = (uid: string, produce: () => Promise<unknown>): Promise<Entry> => {
  const started = generation(uid);
  const running = filling.get(uid);
  if (running && running.generation === started) return running.entry;

  const entry = (async () => {
    const made = await makeEntry(JSON.stringify(await produce()));
    if (generation(uid) === started) entries.set(uid, made);
    return made;
  })();
  filling.set(uid, { generation: started, entry });
  const forget = () => {
    if (filling.get(uid)?.entry === entry) filling.delete(uid);
  };
  entry.then(forget, forget);
  return entry;
};

/** The reply of `uid` from memory, or made now; the one from before the last write while the database is out of reach. */
const current = async (uid: string, produce: () => Promise<unknown>): Promise<Entry> => {
  const kept = entries.get(uid);
  if (kept) return kept;
  try {
    return await fill(uid, produce);
  } catch (error) {
    const before = previous.get(uid);
    if (before && isDatabaseUnavailable(error)) return before;
    throw error;
  }
};

const listeners = new Set<(uid: string) => void>();

export const publicCache = {
  /**
   * Answers a public read: from memory when it can, otherwise from `produce` (the type's service),
   * with ETag, Cache-Control, 304 and a pre-compressed body either way.
   */
  async serve(ctx: Context, uid: string, produce: () => Promise<Record<string, unknown>>) {
    if (uncachedAllowed() && ctx.query.uncached !== undefined) {
      ctx.body = await produce();
      return;
    }
    await catchUp();
    write(ctx, await current(uid, produce));
  },

  /**
   * A public read's reply as JSON text, from memory when it can (the server-rendered pages start
   * from exactly what the API answers).
   */
  async reply(uid: CachedType, produce: () => Promise<Record<string, unknown>>): Promise<string> {
    await catchUp();
    return (await current(uid, produce)).identity.body.toString('utf8');
  },

  /**
   * For the early middleware: answers a GET or HEAD of a public read whose reply is in memory,
   * before the router and the rest of the stack; false when the request must go on.
   */
  async answerFromMemory(ctx: Context): Promise<boolean> {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.querystring !== '') return false;
    const entry = await this.inMemory(ctx.path);
    if (!entry) return false;
    write(ctx, entry);
    return true;
  },

  /**
   * The reply of the public read at exactly `path` when it is in memory and current (after
   * catching up with other instances' writes); undefined otherwise.
   */
  async inMemory(path: string): Promise<Representation | undefined> {
    const uid = READ_AT.get(path);
    if (!uid || !entries.has(uid)) return undefined;
    await catchUp();
    return entries.get(uid);
  },

  /** Whether `path` is, letter for letter, a public read's path. */
  isReadPath: (path: string) => READ_AT.has(path),

  /** Catches up with writes other instances committed (see `catchUp`): the pages call it before using what they keep. */
  catchUp,

  /** Where the database's versions of the public types are read from; null: one server, nothing to ask. */
  useVersions(read: (() => Promise<Map<string, number>>) | null) {
    readVersions = read;
    seen.clear();
  },

  /** Drops a type's reply; a read already under way will not store what it read. */
  invalidate(uid: string) {
    if (!CACHED_TYPES.has(uid)) return;
    generations.set(uid, generation(uid) + 1);
    const dropped = entries.get(uid);
    if (dropped) previous.set(uid, dropped);
    entries.delete(uid);
    for (const listener of listeners) listener(uid);
  },

  /**
   * Calls `listener` whenever a type's reply is dropped (a write here, on commit, or on another
   * instance), so other caches built from the same content can follow. Returns the unsubscribe.
   */
  onInvalidate(listener: (uid: string) => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  invalidateAll() {
    for (const uid of CACHED_TYPES) this.invalidate(uid);
  },
};
