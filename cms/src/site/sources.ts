import type { ForgotPasswordStatus, TourSlotsReply } from '@afh/contract/records';
import type { PublicReplies, PublicReplyKey } from '@afh/contract/site';
import type { Language } from '@afh/contract/languages';

/**
 * What the pages are drawn from, handed in at start-up (src/index.ts) by the API, which the site
 * sits below: the public replies, the open tour times and whether a reset link can be emailed.
 */
export type PageSources = {
  /** In the page's language (issue 47), English by default. */
  replies: (language?: Language) => Promise<Pick<PublicReplies, PublicReplyKey>>;
  tourSlots: () => Promise<TourSlotsReply>;
  resetStatus: () => Promise<ForgotPasswordStatus>;
};

let sources: PageSources | null = null;

export const pageSources = {
  provide(given: PageSources) {
    sources = given;
  },
  get(): PageSources {
    if (!sources) throw new Error('The pages have no sources yet.');
    return sources;
  },
};
