import type { Core, Data } from '@strapi/strapi';
import { COLLECTION_NAMES, CONTENT_TYPES, type CollectionName } from '@afh/contract/content-types';
import type { ParsedRequest } from '@afh/contract/requests';
import type { Language } from '@afh/contract/languages';
import type { TranslationsInput } from '@afh/contract/translations';
import { changedTranslations, createdTranslations, localized, readTranslations, translatableOf } from '../../content/translations';
import { badRequest, notFound } from '../../content/http';
import { parseBody } from '../../content/validation';
import { entryLookup } from './entries';

/*
 * The ordered content types (issue 19: those described as a `collection` in
 * @afh/contract/content-types) are one
 * kind of thing to the API: a list kept in an order, the part of it a visitor sees, and the same
 * create, update, delete-with-undo and restore calls. This module holds what they share, the way
 * catalog.ts does for services and programs; each type's service file names its fields and order,
 * and collection-calls.ts holds their legacy routes and controllers.
 */

type Described = typeof CONTENT_TYPES;
type Kit<K extends CollectionName> = {
  label: Described[K]['one'];
  folder: Described[K]['folder'];
  reorder: Described[K]['kind'] extends { collection: 'dragged' } ? `${Described[K]['folder']}/reorder` : null;
};
/**
 * Each type's name in messages ("FAQ not found"), the folder of its legacy routes (which also names
 * its requests in contract/requests.ts), and the request that takes a new order, for the types the
 * admin drags into order: by Strapi's name, from the types' descriptions.
 */
export const COLLECTIONS = Object.fromEntries(
  COLLECTION_NAMES.map((name) => {
    const { uid, one, folder, kind } = CONTENT_TYPES[name];
    return [uid, { label: one, folder, reorder: kind.collection === 'dragged' ? `${folder}/reorder` : null }];
  }),
) as { [K in CollectionName as Described[K]['uid']]: Kit<K> };
export type CollectionUid = keyof typeof COLLECTIONS;
type ReorderRequest = Exclude<{ [K in CollectionName]: Kit<K>['reorder'] }[CollectionName], null>;
type FolderOf<Uid extends CollectionUid> = (typeof COLLECTIONS)[Uid]['folder'];

type Order = Array<Record<string, 'asc' | 'desc'>>;
type Listing = { sort: Order; visible: Record<string, unknown> };

/**
 * The part of Strapi's document service a collection type uses. Each type hands in
 * `strapi.documents(its uid)`, and the compiler checks it against this with the generated types.
 */
export type CollectionDocuments<Entry, Stored> = {
  findMany(params: { filters?: Record<string, unknown>; sort: Order; limit: number }): Promise<Entry[]>;
  findFirst(params: { filters: { id: number } }): Promise<Entry | null>;
  create(params: { data: Stored }): Promise<Entry>;
  update(params: { documentId: string; data: Partial<Stored> }): Promise<Entry | null>;
};

export type CollectionType<Uid extends CollectionUid, Entry, Stored, Public, Admin> = {
  uid: Uid;
  documents: (strapi: Core.Strapi) => CollectionDocuments<Entry, Stored>;
  /**
   * How the list is kept: in the owner's order (`orderIndex`, then id), where a new entry goes at
   * the end and a visitor sees the active ones; or sorted its own way, with its own public filter.
   */
  order: 'owner' | Listing;
  /** An entry as a visitor sees it, and as the admin does. */
  toPublic: (entry: Entry) => Public;
  toRecord: (entry: Entry) => Admin;
  /** The stored fields of a new entry; `orderIndex` is its place at the end (0 for a type not in the owner's order). */
  created: (input: ParsedRequest<`${FolderOf<Uid>}/create`>, orderIndex: number) => Stored;
  /** The stored fields an update writes; it may refuse the update with a 400 (it sees the entry as stored). */
  changed: (input: ParsedRequest<`${FolderOf<Uid>}/update`>, existing: Entry) => Partial<Stored>;
};

const OWNERS_ORDER: Listing = { sort: [{ orderIndex: 'asc' }, { id: 'asc' }], visible: { visibility: 'active' } };

/** The types kept in the owner's order (`orderIndex`): all but those sorted their own way. */
type Ordered = { [K in CollectionName]: Described[K]['kind'] extends { collection: 'sorted' } ? never : Described[K]['uid'] }[CollectionName];
const ORDERED = new Set<string>(COLLECTION_NAMES.filter((name) => CONTENT_TYPES[name].kind.collection !== 'sorted').map((name) => CONTENT_TYPES[name].uid));
const VISIBLE = { deletedAt: { $null: true } };

/** Where a new entry goes: at the end. */
const nextOrderIndex = async (strapi: Core.Strapi, uid: Ordered) => {
  const [last] = (await strapi.db.query(uid).findMany({ where: VISIBLE, orderBy: { orderIndex: 'desc' }, limit: 1, select: ['orderIndex'] })) as Array<{ orderIndex?: number | null }>;
  return (last?.orderIndex ?? 0) + 1;
};

/**
 * A new order, as the admin's drag or arrows leave it: `ids` names every (not deleted) item once,
 * first to last, so two admins' orders never mix into duplicates. Only the items that moved are
 * written, each as an update the activity log records.
 */
const reorder = async (strapi: Core.Strapi, uid: Ordered, request: ReorderRequest, body: unknown) => {
  const { ids } = parseBody(request, body);
  const rows = (await strapi.db.query(uid).findMany({ where: VISIBLE, select: ['id', 'orderIndex'] })) as Array<{ id: number; orderIndex: number | null }>;
  const known = new Set(rows.map((row) => row.id));
  if (ids.length !== known.size || ids.some((id) => !known.has(id))) throw badRequest('ids must list every item once (the list has changed: reload it)');
  const current = new Map(rows.map((row) => [row.id, row.orderIndex]));
  await strapi.db.transaction(async () => {
    for (const [index, id] of ids.entries()) {
      if (current.get(id) !== index + 1) await strapi.db.query(uid).update({ where: { id }, data: { orderIndex: index + 1 } });
    }
  });
};

const isOrdered = (uid: CollectionUid): uid is Ordered => ORDERED.has(uid);

/** What every call of the kit may carry besides the type's fields (issue 47): the record's translations. */
type Translating = { translations?: TranslationsInput };

/** A stored entry as the kit reads it: its ids, and (issue 47) its translations. */
type KitEntry = { id: Data.ID; documentId: string; translations?: unknown };

export const createCollectionService =
  <const Uid extends CollectionUid, Entry extends KitEntry, Stored, Public extends object, Admin>(type: CollectionType<Uid, Entry, Stored, Public, Admin>) =>
    ({ strapi }: { strapi: Core.Strapi }) => {
      const documents = () => type.documents(strapi);
      const { uid } = type;
      const { label, reorder: reorderRequest } = COLLECTIONS[uid];
      const folder: FolderOf<Uid> = COLLECTIONS[uid].folder;
      const translatable = translatableOf(uid);
      /** The admin's record: the type's, with its translations (issue 47). */
      const toAdmin = (entry: Entry) => ({ ...type.toRecord(entry), translations: readTranslations(entry.translations, translatable) });
      const { findById, undo } = entryLookup(strapi, { uid, label }, (params) => documents().findFirst(params), toAdmin);
      const { sort, visible } = type.order === 'owner' ? OWNERS_ORDER : type.order;

      const listAll = async () => (await documents().findMany({ sort, limit: -1 })).map(toAdmin);

      return {
        /** The entries a visitor sees, in order: in English, or in `language` over the English (issue 47). */
        async listPublic(language: Language = 'en') {
          const entries = await documents().findMany({ filters: visible, sort, limit: -1 });
          return entries.map((entry) => (language === 'en' ? type.toPublic(entry) : localized(type.toPublic(entry), entry.translations, language, translatable)));
        },

        listAll,

        async create(body: unknown) {
          const input = parseBody(`${folder}/create`, body);
          const orderIndex = type.order === 'owner' && isOrdered(uid) ? await nextOrderIndex(strapi, uid) : 0;
          const translations = createdTranslations((input as Translating).translations, translatable);
          return toAdmin(await documents().create({ data: { ...type.created(input, orderIndex), ...translations } }));
        },

        async update(body: unknown) {
          const input = parseBody(`${folder}/update`, body);
          const existing = await findById(input.id);
          const translations = changedTranslations(existing.translations, (input as Translating).translations, translatable);
          const entry = await documents().update({ documentId: existing.documentId, data: { ...type.changed(input, existing), ...translations } });
          if (!entry) throw notFound(`${label} not found`);
          return toAdmin(entry);
        },

        /** A new order (the types the admin drags into order: the others have no route to it). */
        async reorder(body: unknown) {
          if (!reorderRequest || !isOrdered(uid)) throw notFound('Not found');
          await reorder(strapi, uid, reorderRequest, body);
          return listAll();
        },

        /** A soft delete (content/soft-delete.ts): answers the id and until when it can be restored. */
        async remove(body: unknown) {
          const { id } = parseBody(`${folder}/delete`, body);
          return undo.remove(id);
        },

        restore: undo.restore,
      };
    };
