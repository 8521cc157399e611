import { LRUCache } from 'lru-cache';
import { isDatabaseUnavailable } from '../runtime/unavailable';
import { createInFlight } from './in-flight';
import type { Answer } from './representation';
import { publicReplies, REPLY_TYPES, type CachedType } from './replies';

/** A safety net: a kept page is made again at least this often, whatever the invalidation says. */
const MAX_AGE_MS = 60_000;
/** Any number of odd URLs (other Host headers, unknown paths) can only push out the pages asked for least lately. */
const MAX_ENTRIES = 500;

/**
 * What a page was made from: the public replies it read (their keys, @afh/contract/site), or
 * 'all' (the sitemap, a page that did not say). Keys that are no kept type (the tour times) are
 * dropped another way (pages.dropAll).
 */
export type PageReads = readonly string[] | 'all';
/** A page as made: its answer and what it read. */
export type MadePage = { answer: Answer; reads: PageReads };
type Kept = { answer: Answer; types: ReadonlySet<CachedType> | 'all' };

const typesOf = (reads: PageReads): Kept['types'] =>
  reads === 'all' ? 'all' : new Set(reads.flatMap((key) => (key in REPLY_TYPES ? [REPLY_TYPES[key as keyof typeof REPLY_TYPES]] : [])));

/**
 * What the site made from the public replies (rendered pages, the sitemap), kept until a write to
 * a public type it read (ours, the console's and, on PostgreSQL, another instance's) or for a
 * minute at most, least recently used out first: an FAQ saved leaves /services as it is. Readers
 * asking for a page being made share its making; a page made while a write happened is answered
 * but not kept.
 */
const kept = new LRUCache<string, Kept>({ max: MAX_ENTRIES, ttl: MAX_AGE_MS, allowStale: false });
/** Past their minute, the pages kept before: they stand in while the database is out of reach (decision 0030). */
const expired = new LRUCache<string, Kept>({ max: MAX_ENTRIES });
const making = createInFlight<string, Answer>();
let generation = 0;

const dropAll = () => {
  generation++;
  kept.clear();
  expired.clear();
};

/** Drops the pages that read `uid`'s reply. */
const dropReaders = (uid: CachedType) => {
  generation++;
  for (const cache of [kept, expired]) {
    const readers = [...cache.entries()].filter(([, page]) => page.types === 'all' || page.types.has(uid)).map(([key]) => key);
    for (const key of readers) cache.delete(key);
  }
};
publicReplies.onInvalidate(dropReaders);

export const pages = {
  /** Drops every kept page: what they show changed without a write to a public type (a tour time booked or freed). */
  dropAll,

  /** The page kept under `key`, current and within its minute; undefined otherwise. */
  kept: (key: string): Answer | undefined => kept.get(key)?.answer,

  /**
   * The page under `key`, from memory or made now by `make` (once, however many ask at the same
   * time). `make` is told how to know whether what it made is still the page kept.
   */
  get(key: string, make: (stillKept: () => boolean) => Promise<MadePage>): Promise<Answer> {
    const hit = kept.get(key);
    if (hit) return Promise.resolve(hit.answer);
    const started = generation;
    return making(key, started, () =>
      make(() => generation === started && kept.has(key)).then(
        ({ answer, reads }) => {
          if (generation === started) {
            const page = { answer, types: typesOf(reads) };
            kept.set(key, page);
            expired.set(key, page);
          }
          return answer;
        },
        (error: unknown) => {
          const before = expired.get(key);
          if (before && isDatabaseUnavailable(error)) return before.answer;
          throw error;
        },
      ),
    );
  },
};
