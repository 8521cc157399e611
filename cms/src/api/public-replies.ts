import type { Core } from '@strapi/strapi';
import { publicCache, type CachedType } from '../lib/public-cache';
import { getService } from './services';

type Reply = Record<string, unknown>;

/**
 * What each public read answers (spec section 7), in one place: the legacy routes serve it through
 * the public-read cache, and the server-rendered pages start from the same replies.
 */
export const publicReplyOf = (strapi: Core.Strapi): Record<CachedType, () => Promise<Reply>> => {
  const service = <Uid extends CachedType>(uid: Uid) => getService(strapi, uid);
  return {
    'api::service.service': async () => ({ records: await service('api::service.service').list({ activeOnly: true }) }),
    'api::program.program': async () => ({ records: await service('api::program.program').list({ activeOnly: true }) }),
    'api::faq.faq': async () => ({ success: true, data: await service('api::faq.faq').list({ activeOnly: true }) }),
    'api::setting.setting': async () => ({ success: true, data: await service('api::setting.setting').read() }),
  };
};

/** The four replies as a visitor's browser would receive them (parsed JSON). */
export const readPublicReplies = async (strapi: Core.Strapi) => {
  const produce = publicReplyOf(strapi);
  const read = async (uid: CachedType) => JSON.parse(await publicCache.reply(uid, produce[uid])) as Reply;
  const [services, programs, faqs, settings] = await Promise.all([
    read('api::service.service'),
    read('api::program.program'),
    read('api::faq.faq'),
    read('api::setting.setting'),
  ]);
  return { services, programs, faqs, settings };
};
