import type { Core, UID } from '@strapi/strapi';
import { notFound } from './http';

/** The record of a type with this numeric id, or a 404 HttpError with `message`. */
export const findByIdOr404 = async <Entry>(strapi: Core.Strapi, uid: UID.ContentType, id: number, message: string) => {
  const entry = await strapi.documents(uid).findFirst({ filters: { id } } as never);
  if (!entry) throw notFound(message);
  return entry as unknown as Entry;
};
