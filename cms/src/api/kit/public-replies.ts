import type { Core } from '@strapi/strapi';
import { PUBLIC_REPLY_KEYS, type PublicReplies, type PublicReplyKey } from '@afh/contract/site';
import { publicReplies, REPLY_TYPES, type CachedType, type Producers } from '../../site/replies';
import { getService } from './services';

/**
 * What each public read answers (spec section 7), in one place: the kept replies (site/replies.ts)
 * are made from these, for the legacy routes and for the server-rendered pages alike.
 */
export const publicReplyOf = (strapi: Core.Strapi): Producers => {
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

/** The public replies as a visitor's browser would receive them, for the renderer (objects, kept once per content version). */
export const readPublicReplies = async (): Promise<Pick<PublicReplies, PublicReplyKey>> => {
  const replies = await Promise.all(PUBLIC_REPLY_KEYS.map(async (key) => [key, await publicReplies.data(REPLY_TYPES[key])] as const));
  // Each is the JSON its public read sends (made by publicReplyOf above), which the contract describes.
  return Object.fromEntries(replies) as Pick<PublicReplies, PublicReplyKey>;
};
