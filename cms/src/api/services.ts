import type { Core } from '@strapi/strapi';
import type account from './account/services/account';
import type activity from './activity/services/activity';
import type backup from './backup/services/backup';
import type faq from './faq/services/faq';
import type galleryPhoto from './gallery-photo/services/gallery-photo';
import type inquiry from './inquiry/services/inquiry';
import type media from './media/services/media';
import type passwordReset from './password-reset/services/password-reset';
import type program from './program/services/program';
import type service from './service/services/service';
import type session from './session/services/session';
import type setting from './setting/services/setting';
import type system from './system/services/system';
import type teamMember from './team-member/services/team-member';
import type testimonial from './testimonial/services/testimonial';

/** Each service of the app by its uid (Strapi's generated types cover content types, not services). */
type Services = {
  'api::account.account': ReturnType<typeof account>;
  'api::activity.activity': ReturnType<typeof activity>;
  'api::backup.backup': ReturnType<typeof backup>;
  'api::faq.faq': ReturnType<typeof faq>;
  'api::gallery-photo.gallery-photo': ReturnType<typeof galleryPhoto>;
  'api::inquiry.inquiry': ReturnType<typeof inquiry>;
  'api::media.media': ReturnType<typeof media>;
  'api::password-reset.password-reset': ReturnType<typeof passwordReset>;
  'api::program.program': ReturnType<typeof program>;
  'api::service.service': ReturnType<typeof service>;
  'api::session.session': ReturnType<typeof session>;
  'api::setting.setting': ReturnType<typeof setting>;
  'api::system.system': ReturnType<typeof system>;
  'api::team-member.team-member': ReturnType<typeof teamMember>;
  'api::testimonial.testimonial': ReturnType<typeof testimonial>;
};

/**
 * A service of the app, typed by its uid, as Strapi's own plugins do with their `getService`.
 * Strapi's registry answers an untyped object; the map above is the one place that names its type.
 */
export const getService = <Uid extends keyof Services>(strapi: Core.Strapi, uid: Uid): Services[Uid] => strapi.service(uid) as Services[Uid];
