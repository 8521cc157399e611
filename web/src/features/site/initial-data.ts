import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { PUBLIC_REPLY_KEYS, type PublicReplies } from '@afh/contract/site';
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

/**
 * Puts the replies into the query cache under the keys and in the shapes the page's queries use,
 * fresh for SERVER_REPLIES_FRESH_MS.
 */
export const seedPublicData = (queryClient: QueryClient, data: PublicReplies, now = Date.now()) => {
  const replies: Array<[QueryKey, unknown]> = [
    [catalogKeys.services, recordsOf(data.services)],
    [catalogKeys.programs, recordsOf(data.programs)],
    [faqKeys.public, faqsOf(data.faqs)],
    [settingsKeys.all, settingsOf(data.settings)],
    [homeLifeKeys.gallery, recordsOf(data.gallery)],
    [homeLifeKeys.team, recordsOf(data.team)],
    [homeLifeKeys.testimonials, recordsOf(data.testimonials)],
  ];
  if (data.tour_slots) replies.push([tourSlotsKeys.all, data.tour_slots]);
  if (data.forgot_password) replies.push([resetStatusKeys.all, data.forgot_password]);
  for (const [key, value] of replies) {
    // Only the entry written here is kept fresh: the answer of a later read has another time.
    queryClient.setQueryDefaults(key, { staleTime: (query) => (query.state.dataUpdatedAt === now ? SERVER_REPLIES_FRESH_MS : 0) });
    queryClient.setQueryData(key, value, { updatedAt: now });
  }
};

const isReply = (value: unknown) => typeof value === 'object' && value !== null;

/** The replies the server put in the page, or null on a page it did not render (or a broken block). */
export const readInitialData = (doc: Document = document): PublicReplies | null => {
  const text = doc.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PublicReplies>;
    return PUBLIC_REPLY_KEYS.every((key) => isReply(data[key])) ? (data as PublicReplies) : null;
  } catch {
    return null;
  }
};
