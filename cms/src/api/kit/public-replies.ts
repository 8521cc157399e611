import type { Core } from '@strapi/strapi';
import { publicCache, type CachedType } from '../../site/public-cache';
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
    'api::faq.faq': async () => ({ success: true, data: await service('api::faq.faq').listPublic() }),
    'api::setting.setting': async () => ({ success: true, data: await service('api::setting.setting').read() }),
    'api::gallery-photo.gallery-photo': async () => ({ records: await service('api::gallery-photo.gallery-photo').listPublic() }),
    'api::team-member.team-member': async () => ({ records: await service('api::team-member.team-member').listPublic() }),
    'api::testimonial.testimonial': async () => ({ records: await service('api::testimonial.testimonial').listPublic() }),
  };
};

/** The public replies as a visitor's browser would receive them (parsed JSON). */
export const readPublicReplies = async (strapi: Core.Strapi) => {
  const produce = publicReplyOf(strapi);
  const read = async (uid: CachedType) => JSON.parse(await publicCache.reply(uid, produce[uid])) as Reply;
  const [services, programs, faqs, settings, gallery, team, testimonials] = await Promise.all([
    read('api::service.service'),
    read('api::program.program'),
    read('api::faq.faq'),
    read('api::setting.setting'),
    read('api::gallery-photo.gallery-photo'),
    read('api::team-member.team-member'),
    read('api::testimonial.testimonial'),
  ]);
  return { services, programs, faqs, settings, gallery, team, testimonials };
};
