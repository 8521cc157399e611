import type { Core } from '@strapi/strapi';

/**
 * Each service of the app by its uid (Strapi's generated types cover content types, not services).
 * Every service file adds its own entry, the way Strapi's generated types add each content type to
 * `@strapi/strapi`:
 *
 *   declare module '../../kit/services' { interface AppServices { 'api::faq.faq': ReturnType<typeof faqs> } }
 *
 * So this file, like the rest of the kit, imports nothing from the type folders: they import the
 * kit, never the reverse.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, one entry in each service file (see above)
export interface AppServices {}

/**
 * A service of the app, typed by its uid, as Strapi's own plugins do with their `getService`.
 * Strapi's registry answers an untyped object; the map above is the one place that names its type.
 */
export const getService = <Uid extends keyof AppServices>(strapi: Core.Strapi, uid: Uid): AppServices[Uid] => strapi.service(uid) as AppServices[Uid];
