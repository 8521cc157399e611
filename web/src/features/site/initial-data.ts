import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { PageReplyKey, PublicReplies } from '@afh/contract/site';
import { recordsOf } from './catalog-query';
import { faqsOf, publicKey, resetStatusKeys, tourSlotsKeys } from './query-keys';
import { settingsKeys, settingsOf } from './settings-query';

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

/** The replies kept under keys of their own; every other reply a page may carry (the public lists, the FAQs) fills `[key, 'public']`. */
const OWN_QUERIES: Partial<Record<PageReplyKey, QueryKey>> = { settings: settingsKeys.all, tour_slots: tourSlotsKeys.all, forgot_password: resetStatusKeys.all };

/** The query a reply a page carries fills: a new public type needs nothing here (content-types.ts gives its reply key). */
export const queryKeyOf = (key: PageReplyKey): QueryKey => (Object.hasOwn(OWN_QUERIES, key) ? OWN_QUERIES[key] : undefined) ?? publicKey(key);

/** The replies in `data`, each with the query it fills. */
export const replyQueries = (data: PageReplies) => (Object.keys(data) as PageReplyKey[]).map((key) => [key, queryKeyOf(key)] as const);

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
  for (const [key, queryKey] of replyQueries(data)) {
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
    // The tour times and the reset status may be null (not read); every other reply is an object.
    return Object.entries(replies).every(([key, reply]) => isReply(reply) || (reply === null && Object.hasOwn(OWN_QUERIES, key) && key !== 'settings')) ? replies : null;
  } catch {
    return null;
  }
};
