import type { Core, UID } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod';
import { parseId, send } from './http';
import { publicCache, type CachedType } from './public-cache';
import { publicReplyOf } from './public-replies';
import { bodySchema, echoedFields, flag, oneOf, optionalImageReference, optionalText, parseBody, recordId, requiredText, textList } from './validation';
import { findByIdOr404 } from './documents';
import { adminOnly } from './route-policies';

/**
 * Services and programs are the same kind of thing on the site: a titled item with a description,
 * a list (features or activities), an image, a status and a featured flag. This module holds what
 * they share; each type's own files name its list field and its words.
 */
export type CatalogType = {
  uid: UID.ContentType;
  /** 'Service' or 'Program', for messages. */
  label: string;
  /** The list field, named the same in the API and in the schema. */
  listField: 'features' | 'activities';
  /** Only services carry an icon name. */
  hasIcon?: boolean;
};

export const ICON_NAMES = ['Heart', 'Shield', 'Users2', 'Clock', 'Star', 'CheckCircle', 'Activity', 'Home', 'Utensils', 'Brain', 'Palette', 'Users', 'TreePine', 'Calendar', 'Image'] as const;

type Entry = Record<string, unknown> & { id: number; documentId: string };

/** An image value as spec section 7 resolves it: an http(s) URL, a site path, or a bare filename. */
const imageUrl = optionalImageReference('image_url');

const fieldsFor = (type: CatalogType) => ({
  title: requiredText('Title', 200),
  description: optionalText('Description', 5000),
  [type.listField]: textList(type.listField === 'features' ? 'Features' : 'Activities').optional(),
  image_url: imageUrl.optional(),
  status: oneOf('Status', ['active', 'inactive']).optional(),
  featured: flag('Featured').optional(),
  ...(type.hasIcon ? { icon_name: oneOf('Icon', ICON_NAMES).nullish() } : {}),
});

export const toRecord = (type: CatalogType, entry: Entry) => ({
  id: entry.id,
  title: entry.title,
  description: entry.description ?? '',
  ...(type.hasIcon ? { icon_name: entry.iconName ?? null } : {}),
  image_url: entry.imageUrl ?? '',
  [type.listField]: Array.isArray(entry[type.listField]) ? entry[type.listField] : [],
  status: entry.visibility,
  featured: Boolean(entry.featured),
  created_at: entry.createdAt,
  updated_at: entry.updatedAt,
});

/** API names → schema attribute names, for the fields present in the request. */
const toData = (type: CatalogType, input: Record<string, unknown>) => {
  const data: Record<string, unknown> = {};
  if (input.title !== undefined) data.title = input.title;
  if (input.description !== undefined) data.description = input.description;
  if (input[type.listField] !== undefined) data[type.listField] = input[type.listField];
  if (input.image_url !== undefined) data.imageUrl = input.image_url || null;
  if (input.status !== undefined) data.visibility = input.status;
  if (input.featured !== undefined) data.featured = input.featured;
  if (type.hasIcon && input.icon_name !== undefined) data.iconName = input.icon_name;
  return data;
};

export const createCatalogService = (type: CatalogType) => {
  const plural = `${type.label.toLowerCase()}s`;
  const createSchema = bodySchema(`${plural}/create`, z.strictObject({ ...fieldsFor(type), ...echoedFields }));
  const updateSchema = bodySchema(`${plural}/update`, z.strictObject({ id: recordId, ...fieldsFor(type), title: requiredText('Title', 200).optional(), ...echoedFields }));

  return ({ strapi }: { strapi: Core.Strapi }) => {
    const documents = () => strapi.documents(type.uid);

    const findById = (id: number) => findByIdOr404<Entry>(strapi, type.uid, id, `${type.label} not found`);

    return {
      async list({ activeOnly }: { activeOnly: boolean }) {
        const entries = (await documents().findMany({
          ...(activeOnly ? { filters: { visibility: 'active' } } : {}),
          sort: [{ id: 'asc' }],
          limit: -1,
        } as never)) as Entry[];
        return entries.map((entry) => toRecord(type, entry));
      },

      async create(body: unknown) {
        const input = parseBody(createSchema, body);
        const data = { [type.listField]: [], visibility: 'active', featured: false, ...toData(type, input) };
        const entry = (await documents().create({ data } as never)) as Entry;
        return toRecord(type, entry);
      },

      async update(body: unknown) {
        const input = parseBody(updateSchema, body);
        const existing = await findById(input.id);
        const entry = (await documents().update({ documentId: existing.documentId, data: toData(type, input) } as never)) as Entry;
        return toRecord(type, entry);
      },

      async remove(rawId: unknown) {
        const existing = await findById(parseId(rawId));
        await documents().delete({ documentId: existing.documentId } as never);
        return existing.id;
      },
    };
  };
};

type CatalogService = ReturnType<ReturnType<typeof createCatalogService>>;

/** The legacy calls of a catalog type: thin handlers over its service. */
export const createCatalogController = (type: CatalogType) => ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service(type.uid as UID.Service) as unknown as CatalogService;

  const publicReply = publicReplyOf(strapi)[type.uid as CachedType];

  return {
    async publicRead(ctx: Context) {
      await publicCache.serve(ctx, type.uid, publicReply);
    },
    async read(ctx: Context) {
      send(ctx, { records: await service().list({ activeOnly: false }) });
    },
    async create(ctx: Context) {
      const data = await service().create(ctx.request.body);
      send(ctx, { success: true, message: `${type.label} created successfully.`, data }, 201);
    },
    async update(ctx: Context) {
      const data = await service().update(ctx.request.body);
      send(ctx, { success: true, message: `${type.label} updated successfully.`, data });
    },
    async delete(ctx: Context) {
      const id = await service().remove(ctx.query.id);
      send(ctx, { success: true, message: `${type.label} deleted successfully.`, id });
    },
  };
};

/** The legacy routes of a catalog type, under /backend/api/<plural>/. */
export const catalogRoutes = (plural: string, uid: string): Core.RouterConfig => {
  const admin = { auth: false as const, middlewares: [adminOnly] };
  return {
    type: 'content-api',
    routes: [
      { method: 'GET', path: `/${plural}/public_read.php`, handler: `${uid}.publicRead`, config: { auth: false } },
      { method: 'GET', path: `/${plural}/read.php`, handler: `${uid}.read`, config: admin },
      { method: 'POST', path: `/${plural}/create.php`, handler: `${uid}.create`, config: admin },
      { method: 'PUT', path: `/${plural}/update.php`, handler: `${uid}.update`, config: admin },
      { method: 'DELETE', path: `/${plural}/delete.php`, handler: `${uid}.delete`, config: admin },
    ],
  };
};
