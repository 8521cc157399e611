import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { PUBLIC_REPLY_KEYS, type PageReplyKey, type PublicReplies } from '@afh/contract/site';
import { catalogKeys, recordsOf } from './catalog-query';
import { faqKeys, faqsOf } from './faq-query';
import { homeLifeKeys } from './home-life-query';
import { settingsKeys, settingsOf } from './settings-query';
import { resetStatusKeys } from './reset-status-query';
import { tourSlotsKeys } from './tour-slots-query';

/** The element of the page that carries the public replies (a JSON data block: never run as script). */
export const INITIAL_DATA_ID = 'initial-data';

/**
 * How long the replies a page arrived with count as fresh. The server drew the page from its
 * current content a moment ago, so reading the same replies again as the app takes over (the
 * loaders' and the mounting queries' refetch, staleTime being 0) would only cost the visitor's
 * phone time. After this, or once re-read, they are stale again at once as any other read.
 */
export const SERVER_REPLIES_FRESH_MS = 30_000;

/** The replies a page carries: those its routes read (the server embeds no others). */
export type PageReplies = Partial<PublicReplies>;

/** The query each reply a page may carry fills, by the key it is carried under: every key has one (the compiler says which is missing). */
const QUERY_OF_REPLY: Record<PageReplyKey, QueryKey> = {
  services: catalogKeys.services,
  programs: catalogKeys.programs,
  faqs: faqKeys.public,
  settings: settingsKeys.all,
  gallery: homeLifeKeys.gallery,
  team: homeLifeKeys.team,
  testimonials: homeLifeKeys.testimonials,
  tour_slots: tourSlotsKeys.all,
  forgot_password: resetStatusKeys.all,
};
export const PAGE_REPLY_QUERIES = Object.entries(QUERY_OF_REPLY) as ReadonlyArray<readonly [PageReplyKey, QueryKey]>;

/** What the query of `key` holds, from the reply as the API answers it; undefined when the page does not carry it. */
const valueOf = (data: PageReplies, key: PageReplyKey): unknown => {
  switch (key) {
    case 'faqs':
      return data.faqs && faqsOf(data.faqs);
    case 'settings':
      return data.settings && settingsOf(data.settings);
    case 'tour_slots':
    case 'forgot_password':
      return data[key] ?? undefined;
    default: {
      const reply = data[key];
      return reply && recordsOf<unknown>(reply);
    }
  }
};

/**
 * Puts the replies into the query cache under the keys and in the shapes the page's queries use,
 * fresh for SERVER_REPLIES_FRESH_MS.
 */
export const seedPublicData = (queryClient: QueryClient, data: PageReplies, now = Date.now()) => {
  for (const [key, queryKey] of PAGE_REPLY_QUERIES) {
    const value = valueOf(data, key);
    if (value === undefined) continue;
    // Only the entry written here is kept fresh: the answer of a later read has another time.
    queryClient.setQueryDefaults(queryKey, { staleTime: (query) => (query.state.dataUpdatedAt === now ? SERVER_REPLIES_FRESH_MS : 0) });
    queryClient.setQueryData(queryKey, value, { updatedAt: now });
  }
};

const isReply = (value: unknown) => typeof value === 'object' && value !== null;

/** The replies the server put in the page, or null on a page it did not render (or a broken block). */
export const readInitialData = (doc: Document = document): PageReplies | null => {
  const text = doc.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (!isReply(data) || Array.isArray(data)) return null;
    const replies = data as PageReplies;
    return PUBLIC_REPLY_KEYS.every((key) => replies[key] === undefined || isReply(replies[key])) ? replies : null;
  } catch {
    return null;
  }
};
