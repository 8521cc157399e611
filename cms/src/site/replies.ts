import { REPLY_UIDS } from '@afh/contract/content-types';
import type { PublicReplyKey } from '@afh/contract/site';
import { LANGUAGE_CODES, type Language } from '@afh/contract/languages';
import { isDatabaseUnavailable } from '../runtime/unavailable';
import { createInFlight } from './in-flight';
import { JSON_TYPE, represent, type Answer } from './representation';

/**
 * The public replies (spec section 7), kept in memory (issue 6, decision 0006): each public type's
 * reply as the object the pages are drawn from and as the answer its public read sends,
 * pre-compressed under an ETag. Any write to the type drops its entry at once (see
 * cache-invalidation.ts), and a read that was already running when the write happened never
 * keeps its older result.
 *
 * Issue 47: a reply in another language (`?locale=es`, the /es/ pages) is kept the same way, beside
 * the English one, under its type and language: a write to the type drops every language of it at
 * once (here, on commit, on other instances), and each keeps its own stale-if-error copy.
 */

/** The types whose replies are public and kept, by the key a page carries each under (@afh/contract/site). */
export const REPLY_TYPES: Record<PublicReplyKey, string> & typeof REPLY_UIDS = REPLY_UIDS;
export const CACHED_TYPES = Object.values(REPLY_TYPES);
export type CachedType = (typeof REPLY_TYPES)[PublicReplyKey];
export type Reply = Record<string, unknown>;
/** How each type's reply is made, in English unless asked (its service, through api/kit/public-replies.ts). */
export type Producers = Record<CachedType, (language?: Language) => Promise<Reply>>;

const isCachedType = (uid: string): uid is CachedType => (CACHED_TYPES as readonly string[]).includes(uid);

/** A type's reply: the object the pages use (parsed once from the text the read sends) and that answer. */
type Kept = { data: Reply; answer: Answer };
/** A reply's place in memory: its type, and its language unless English. */
type Key = CachedType | `${CachedType} ${Language}`;
const keyOf = (uid: CachedType, language: Language): Key => (language === 'en' ? uid : `${uid} ${language}`);
/** Every key a type's replies may be kept under: English and each language. */
const keysOf = (uid: CachedType): Key[] => [uid, ...LANGUAGE_CODES.map((code) => keyOf(uid, code))];

let producers: Producers | null = null;
const entries = new Map<Key, Kept>();
/**
 * The reply each type had before its last invalidation: answered only when the reply cannot be
 * made again because the database is out of reach (stale-if-error, decision 0030).
 */
const previous = new Map<Key, Kept>();
const generations = new Map<CachedType, number>();
const filling = createInFlight<Key, Kept>();
/** On PostgreSQL: each type's version in the database, raised by every write (pg-cache-sync.ts). */
let readVersions: (() => Promise<Map<string, number>>) | null = null;
/** The version of each type this process last saw: a different one means another instance wrote. */
const seen = new Map<string, number>();
const listeners = new Set<(uid: CachedType) => void>();

const generation = (uid: CachedType) => generations.get(uid) ?? 0;

/** Builds the entry; keeps it only if no write happened meanwhile. Concurrent misses share one read. */
const fill = (uid: CachedType, language: Language): Promise<Kept> => {
  const started = generation(uid);
  const key = keyOf(uid, language);
  return filling(key, started, async () => {
    if (!producers) throw new Error('The public replies have no producers yet.');
    const text = JSON.stringify(await producers[uid](language));
    const body = await represent(text, () => entries.get(key) === made);
    const made: Kept = { data: JSON.parse(text) as Reply, answer: { status: 200, type: JSON_TYPE, headers: {}, body } };
    if (generation(uid) === started) entries.set(key, made);
    return made;
  });
};

/** The reply of `uid` in `language` from memory, or made now; the one from before the last write while the database is out of reach. */
const current = async (uid: CachedType, language: Language): Promise<Kept> => {
  const key = keyOf(uid, language);
  const kept = entries.get(key);
  if (kept) return kept;
  try {
    return await fill(uid, language);
  } catch (error) {
    const before = previous.get(key);
    if (before && isDatabaseUnavailable(error)) return before;
    throw error;
  }
};

export const publicReplies = {
  /** Where the replies come from: set once at start-up (src/index.ts). */
  produceWith(made: Producers) {
    producers = made;
  },

  isCached: isCachedType,

  /** The answer of a type's public read (in English unless asked), from memory or made now. */
  async answer(uid: CachedType, language: Language = 'en'): Promise<Answer> {
    return (await current(uid, language)).answer;
  },

  /** The answer in memory right now, or undefined (the early path asks this). */
  kept(uid: CachedType, language: Language = 'en'): Answer | undefined {
    return entries.get(keyOf(uid, language))?.answer;
  },

  /** The reply as a visitor's browser receives it (the object the pages are drawn from). */
  async data(uid: CachedType, language: Language = 'en'): Promise<Reply> {
    return (await current(uid, language)).data;
  },

  /**
   * Drops every reply whose type the database says was written since this process last looked.
   * Without versions (one server on SQLite) there is nothing to ask.
   */
  async catchUp() {
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
      if (known || (isCachedType(uid) && keysOf(uid).some((key) => entries.has(key)))) this.invalidate(uid);
    }
  },

  /** Whether other instances may write (PostgreSQL): then every answer from memory catches up first. */
  shared: () => readVersions !== null,

  /** Where the database's versions of the public types are read from; null: one server, nothing to ask. */
  useVersions(read: (() => Promise<Map<string, number>>) | null) {
    readVersions = read;
    seen.clear();
  },

  /** Drops a type's reply; a read already under way will not keep what it read. */
  invalidate(uid: string) {
    if (!isCachedType(uid)) return;
    generations.set(uid, generation(uid) + 1);
    // Every language of the type at once: a reply in Spanish is made from the same rows.
    for (const key of keysOf(uid)) {
      const dropped = entries.get(key);
      if (dropped) previous.set(key, dropped);
      entries.delete(key);
    }
    for (const listener of listeners) listener(uid);
  },

  /**
   * Calls `listener` whenever a type's reply is dropped (a write here, on commit, or on another
   * instance), so what was made from it (the pages) follows. Returns the unsubscribe.
   */
  onInvalidate(listener: (uid: CachedType) => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
