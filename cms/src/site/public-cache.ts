import type { Context } from 'koa';
import { isDatabaseUnavailable } from '../runtime/unavailable';
import { answerWith, represent, type Representation } from './representation';

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

const entries = new Map<string, Representation>();
/**
 * The reply each type had before its last invalidation: answered only when the reply cannot be
 * made again because the database is out of reach (stale-if-error, decision 0030).
 */
const previous = new Map<string, Representation>();
const generations = new Map<string, number>();
const filling = new Map<string, { generation: number; entry: Promise<Representation> }>();
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

/** Builds the entry; stores it only if no write happened meanwhile. Concurrent misses share one read. */
const fill = (uid: string, produce: () => Promise<unknown>): Promise<Representation> => {
  const started = generation(uid);
  const running = filling.get(uid);
  if (running && running.generation === started) return running.entry;

  const entry = (async () => {
    const made = await represent(JSON.stringify(await produce()));
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
const current = async (uid: string, produce: () => Promise<unknown>): Promise<Representation> => {
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
    answerWith(ctx, await current(uid, produce));
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
    answerWith(ctx, entry);
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
