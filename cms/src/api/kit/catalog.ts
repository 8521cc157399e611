import type { Core, Data } from '@strapi/strapi';
import type { Context } from 'koa';
import type { Program, Service } from '@afh/contract/records';
import type { ItemStatus, ICON_NAMES } from '@afh/contract/choices';
import type { Language } from '@afh/contract/languages';
import { slugify } from '@afh/contract/rules';
import type { TranslationsInput } from '@afh/contract/translations';
import { changedTranslations, createdTranslations, localized, readTranslations, translatableOf } from '../../content/translations';
import { notFound, parseId, send } from '../../content/http';
import { parseBody } from '../../content/validation';
import { entryLookup, listOf, writtenAt } from './entries';
import { publicReplyOf } from './public-replies';
import { legacyRoutes } from './routes';
import { getService } from './services';

/**
 * Services and programs are the same kind of thing on the site: a titled item with a description,
 * a list (features or activities), an image, a status and a featured flag. This module holds what
 * they share; each type's own files name its list field and its words.
 */

/** A stored service or program, as the document service answers (types/generated). */
type CatalogEntry = {
  id: Data.ID;
  documentId: string;
  title?: string | null;
  description?: string | null;
  imageUrl?: string | null;
  alt?: string | null;
  visibility?: ItemStatus | null;
  featured?: boolean | null;
  iconName?: string | null;
  features?: unknown;
  activities?: unknown;
  translations?: unknown;
  createdAt?: unknown;
  updatedAt?: unknown;
};
type CatalogData = {
  title: string;
  visibility: ItemStatus;
  featured: boolean;
  description?: string;
  imageUrl?: string;
  alt?: string;
  iconName?: (typeof ICON_NAMES)[number];
  features?: string[];
  activities?: string[];
  /** Issue 47: the owner's words by language (content/translations.ts). */
  translations?: ReturnType<typeof readTranslations>;
};

/**
 * The part of Strapi's document service a catalog type uses. Each type hands in
 * `strapi.documents(its uid)`, and the compiler checks it against this with the generated types.
 */
export type CatalogDocuments = {
  findMany(params: { filters?: { visibility: 'active' }; sort: Array<{ id: 'asc' }>; limit: number }): Promise<CatalogEntry[]>;
  findFirst(params: { filters: { id: number } }): Promise<CatalogEntry | null>;
  create(params: { data: CatalogData }): Promise<CatalogEntry>;
  update(params: { documentId: string; data: Partial<CatalogData> }): Promise<CatalogEntry | null>;
  delete(params: { documentId: string }): Promise<unknown>;
};

export type CatalogType = {
  uid: 'api::service.service' | 'api::program.program';
  /** 'Service' or 'Program', for messages. */
  label: 'Service' | 'Program';
  /** The list field, named the same in the API and in the schema; only services carry an icon. */
  listField: 'features' | 'activities';
  documents: (strapi: Core.Strapi) => CatalogDocuments;
};

/** What a create or update call may carry, once checked (contract/requests.ts). */
type CatalogInput = {
  title?: string;
  description?: string;
  image_url?: string;
  alt?: string;
  status?: ItemStatus;
  featured?: boolean;
  icon_name?: (typeof ICON_NAMES)[number] | null;
  features?: string[];
  activities?: string[];
  translations?: TranslationsInput;
};

export const toRecord = (type: CatalogType, entry: CatalogEntry): Service | Program => {
  const head = { id: Number(entry.id), title: entry.title ?? '', description: entry.description ?? '' };
  const tail = {
    status: entry.visibility ?? 'active',
    featured: Boolean(entry.featured),
    ...writtenAt(entry),
  };
  const imageUrl = entry.imageUrl ?? '';
  // The image's words go with the image: none without one.
  const alt = imageUrl ? (entry.alt ?? '') : '';
  return type.listField === 'features'
    ? { ...head, icon_name: entry.iconName ?? null, image_url: imageUrl, alt, features: listOf(entry.features), ...tail }
    : { ...head, image_url: imageUrl, alt, activities: listOf(entry.activities), ...tail };
};

/**
 * Strapi's input types leave out null, yet its document service takes null to clear a field: this
 * is how an icon is taken off a service.
 */
// eslint-disable-next-line no-restricted-syntax -- the one value Strapi's input types cannot express (see above)
const NO_ICON = null as unknown as undefined;

/** API names -> schema attribute names, for the fields present in the request. */
const toData = (type: CatalogType, input: CatalogInput): Partial<CatalogData> => ({
  ...(input.title !== undefined ? { title: input.title } : {}),
  ...(input.description !== undefined ? { description: input.description } : {}),
  ...(input[type.listField] !== undefined ? { [type.listField]: input[type.listField] } : {}),
  ...(input.image_url !== undefined ? { imageUrl: input.image_url } : {}),
  ...(input.alt !== undefined ? { alt: input.alt } : {}),
  ...(input.status !== undefined ? { visibility: input.status } : {}),
  ...(input.featured !== undefined ? { featured: input.featured } : {}),
  ...(type.listField === 'features' && input.icon_name !== undefined ? { iconName: input.icon_name ?? NO_ICON } : {}),
});

const REQUESTS = {
  Service: { create: 'services/create', update: 'services/update' },
  Program: { create: 'programs/create', update: 'programs/update' },
} as const;

export const createCatalogService = (type: CatalogType) => ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => type.documents(strapi);

  const translatable = translatableOf(type.uid);
  /** The admin's record: with its translations (issue 47). The public reads never carry them. */
  const toAdmin = (entry: CatalogEntry) => ({ ...toRecord(type, entry), translations: readTranslations(entry.translations, translatable) });

  const { findById, undo } = entryLookup(strapi, type, (params) => documents().findFirst(params), toAdmin);

  return {
    /** Every entry, as the admin lists them. */
    async list() {
      return (await documents().findMany({ sort: [{ id: 'asc' }], limit: -1 })).map(toAdmin);
    },

    /**
     * The active entries, as a visitor reads them: in English, or in `language` over the English
     * (issue 47), each with the slug of its English title, its page's address in every language.
     */
    async listPublic(language: Language = 'en') {
      const entries = await documents().findMany({ filters: { visibility: 'active' }, sort: [{ id: 'asc' }], limit: -1 });
      // In another language, the page keeps the English title's slug (a translated title may have none).
      return entries.map((entry) => {
        const record = toRecord(type, entry);
        return language === 'en' ? record : { ...localized(record, entry.translations, language, translatable), slug: slugify(record.title) };
      });
    },

    async create(body: unknown) {
      const input: CatalogInput = parseBody(REQUESTS[type.label].create, body);
      const entry = await documents().create({
        data: { [type.listField]: [], visibility: 'active', featured: false, title: '', ...toData(type, input), ...createdTranslations(input.translations, translatable) },
      });
      return toAdmin(entry);
    },

    async update(body: unknown) {
      const input: CatalogInput & { id: number } = parseBody(REQUESTS[type.label].update, body);
      const existing = await findById(input.id);
      const data = { ...toData(type, input), ...changedTranslations(existing.translations, input.translations, translatable) };
      const entry = await documents().update({ documentId: existing.documentId, data });
      if (!entry) throw notFound(`${type.label} not found`);
      return toAdmin(entry);
    },

    /** A soft delete (content/soft-delete.ts): answers the id and until when it can be restored. */
    async remove(rawId: unknown) {
      return undo.remove(parseId(rawId));
    },

    restore: undo.restore,
  };
};

/** The legacy calls of a catalog type: thin handlers over its service. */
export const createCatalogController = (type: CatalogType) => ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => getService(strapi, type.uid);

  const publicReply = publicReplyOf(strapi)[type.uid];

  return {
    async publicRead(ctx: Context) {
      // Answered from the kept reply by its route (cachedRead); this runs for the bench's ?uncached only.
      send(ctx, await publicReply());
    },
    async read(ctx: Context) {
      send(ctx, { records: await service().list() });
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
      const { id, restorableUntil } = await service().remove(ctx.query.id);
      send(ctx, { success: true, message: `${type.label} deleted successfully.`, id, restorable_until: restorableUntil });
    },
    async restore(ctx: Context) {
      const data = await service().restore(ctx.request.body);
      send(ctx, { success: true, message: `${type.label} restored.`, data });
    },
  };
};

/** The legacy routes of a catalog type, under /backend/api/<plural>/. */
export const catalogRoutes = (plural: string, uid: string) =>
  legacyRoutes(plural, uid, ['GET', 'public_read.php', 'publicRead'], [
    ['GET', 'read.php', 'read'],
    ['POST', 'create.php', 'create'],
    ['PUT', 'update.php', 'update'],
    ['DELETE', 'delete.php', 'delete'],
    ['POST', 'restore.php', 'restore'],
  ]);
