import { LRUCache } from 'lru-cache';
import { isDatabaseUnavailable } from '../runtime/unavailable';
import { createInFlight } from './in-flight';
import type { Answer } from './representation';
import { publicReplies } from './replies';

/** A safety net: a kept page is made again at least this often, whatever the invalidation says. */
const MAX_AGE_MS = 60_000;
/** Any number of odd URLs (other Host headers, unknown paths) can only push out the pages asked for least lately. */
const MAX_ENTRIES = 500;

/**
 * What the site made from the public replies (rendered pages, the sitemap), kept until any write to
 * a public type (ours, the console's and, on PostgreSQL, another instance's) or for a minute at
 * most, least recently used out first. Readers asking for a page being made share its making; a
 * page made while a write happened is answered but not kept.
 */
const kept = new LRUCache<string, Answer>({ max: MAX_ENTRIES, ttl: MAX_AGE_MS, allowStale: false });
/** Past their minute, the pages kept before: they stand in while the database is out of reach (decision 0030). */
const expired = new LRUCache<string, Answer>({ max: MAX_ENTRIES });
const making = createInFlight<string, Answer>();
let generation = 0;

const dropAll = () => {
  generation++;
  kept.clear();
  expired.clear();
};
publicReplies.onInvalidate(dropAll);

export const pages = {
  /** Drops every kept page: what they show changed without a write to a public type (a tour time booked or freed). */
  dropAll,

  /** The page kept under `key`, current and within its minute; undefined otherwise. */
  kept: (key: string): Answer | undefined => kept.get(key),

  /**
   * The page under `key`, from memory or made now by `make` (once, however many ask at the same
   * time). `make` is told how to know whether what it made is still the page kept.
   */
  get(key: string, make: (stillKept: () => boolean) => Promise<Answer>): Promise<Answer> {
    const hit = kept.get(key);
    if (hit) return Promise.resolve(hit);
    const started = generation;
    return making(key, started, () =>
      make(() => generation === started && kept.has(key)).then(
        (made) => {
          if (generation === started) {
            kept.set(key, made);
            expired.set(key, made);
          }
          return made;
        },
        (error: unknown) => {
          const before = expired.get(key);
          if (before && isDatabaseUnavailable(error)) return before;
          throw error;
        },
      ),
    );
  },
};
