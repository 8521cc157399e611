import type { Core } from '@strapi/strapi';
import type { PublicReplies, PublicReplyKey } from '@afh/contract/site';
import type { Language } from '@afh/contract/languages';
import { CACHED_TYPES, publicReplies, REPLY_TYPES, type CachedType, type Producers, type Reply } from '../../site/replies';
import { getService } from './services';

/**
 * What each public read answers (spec section 7), in one place: the kept replies (site/replies.ts)
 * are made from these, for the legacy routes and for the server-rendered pages alike. The settings
 * and the FAQs answer in their older shape (`{success, data}`); services and programs list their
 * active entries; every type of the collection kit (api/kit/collection.ts) its public list.
 */
export const publicReplyOf = (strapi: Core.Strapi): Producers => {
  // In English, or (issue 47) in `language`: each record's translation over its English words.
  const replyOf = async (uid: CachedType, language: Language): Promise<Reply> => {
    if (uid === 'api::setting.setting') return { success: true, data: await getService(strapi, uid).read(language) };
    if (uid === 'api::faq.faq') return { success: true, data: await getService(strapi, uid).listPublic(language) };
    if (uid === 'api::service.service' || uid === 'api::program.program') return { records: await getService(strapi, uid).listPublic(language) };
    return { records: await getService(strapi, uid).listPublic(language) };
  };
  return Object.fromEntries(CACHED_TYPES.map((uid) => [uid, (language: Language = 'en') => replyOf(uid, language)])) as Producers;
};

/**
 * The public replies as a visitor's browser would receive them, for the renderer (objects, kept once
 * per content version), in the page's language (issue 47).
 */
export const readPublicReplies = async (language: Language = 'en'): Promise<Pick<PublicReplies, PublicReplyKey>> => {
  const keys = Object.keys(REPLY_TYPES) as PublicReplyKey[];
  const replies = await Promise.all(keys.map(async (key) => [key, await publicReplies.data(REPLY_TYPES[key], language)] as const));
  // Each is the JSON its public read sends (made by publicReplyOf above), which the contract describes.
  return Object.fromEntries(replies) as Pick<PublicReplies, PublicReplyKey>;
};
