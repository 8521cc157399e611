import { publicCache } from './public-cache';
import { isDatabaseUnavailable } from '../runtime/unavailable';

/** A safety net: a kept page is made again at least this often, whatever the invalidation says. */
const MAX_AGE_MS = 60_000;
/** Any number of odd URLs (other Host headers, unknown paths) can only push out the pages asked for least lately. */
const MAX_ENTRIES = 500;

/**
 * What the site made from the public content (rendered pages, the sitemap), kept until any write
 * to a public type (the public-read cache's invalidation: ours, the console's and, on PostgreSQL,
 * another instance's) or for a minute at most, least recently used out first. A page made while a
 * write happened is not kept.
 */
export const createPageCache = <T>() => {
  const entries = new Map<string, { value: Promise<T>; madeAt: number }>();
  let generation = 0;
  publicCache.onInvalidate(() => {
    generation++;
    entries.clear();
  });

  return {
    get(key: string, make: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.madeAt <= MAX_AGE_MS) {
        // Least recently used first: a hit moves its entry to the end of the map's order.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const started = generation;
      const entry = { value: make(), madeAt: Date.now() };
      if (hit) {
        // Past its minute, the page kept stands in while the database is out of reach, and stays
        // due to be made again on the next request (decision 0030).
        entry.value = entry.value.catch((error: unknown) => {
          if (!isDatabaseUnavailable(error)) throw error;
          entry.madeAt = hit.madeAt;
          return hit.value;
        });
      }
      const { value } = entry;
      if (generation === started) {
        entries.set(key, entry);
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      }
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      // A failed page is not kept; nor one during which the content changed.
      value.then(() => generation !== started && forget(), forget);
      return value;
    },
  };
};

export type PageCache<T> = ReturnType<typeof createPageCache<T>>;
