import type { FaqsReply } from '@afh/contract/site';
import type { Faq } from '../../lib/types';

/**
 * The query cache's keys of the public reads that the app's entry names (the replies a page
 * arrives with are put under them, initial-data.ts), apart from the reads themselves: a module is
 * bundled whole where it is first used, and the reads belong to the pages that make them, not to
 * the entry every visitor downloads (issue 42).
 */
/** The key a public read is kept under: `[reply key, 'public']` (the catalog's, the FAQs', each list's). */
export const publicKey = <Key extends string>(key: Key) => [key, 'public'] as const;

export const faqKeys = { public: publicKey('faqs') };

export const tourSlotsKeys = { all: ['tour-slots'] as const };

export const resetStatusKeys = { all: ['forgot-password-status'] as const };

/** The FAQs of a reply of GET /faqs/read.php, as the FAQ query holds them. */
export const faqsOf = (reply: FaqsReply): Faq[] => reply.data ?? [];
