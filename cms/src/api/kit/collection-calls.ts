import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { send } from '../../content/http';
import { COLLECTIONS, type CollectionUid } from './collection';
import { publicReplyOf } from './public-replies';
import { legacyRoutes } from './routes';
import { getService } from './services';

/** The calls every collection type's service answers (collection.ts). */
type CollectionService = {
  listAll(): Promise<unknown[]>;
  create(body: unknown): Promise<unknown>;
  update(body: unknown): Promise<unknown>;
  reorder(body: unknown): Promise<unknown[]>;
  remove(body: unknown): Promise<{ id: number; restorableUntil: string }>;
  restore(body: unknown): Promise<unknown>;
};

/** What the admin's list answers beside `success`: the records, by default. */
type AdminReply = (records: unknown[]) => Record<string, unknown>;

/** The legacy calls of a collection type: thin handlers over its service, with the other content screens' messages. */
export const collectionController =
  (uid: CollectionUid, adminReply: AdminReply = (records) => ({ records })) =>
    ({ strapi }: { strapi: Core.Strapi }) => {
      const { label } = COLLECTIONS[uid];
      const service = (): CollectionService => getService(strapi, uid);
      const publicReply = publicReplyOf(strapi)[uid];
      return {
        async publicRead(ctx: Context) {
          // Answered from the kept reply by its route (cachedRead); this runs for the bench's ?uncached only.
          send(ctx, await publicReply());
        },
        async adminRead(ctx: Context) {
          send(ctx, { success: true, ...adminReply(await service().listAll()) });
        },
        async create(ctx: Context) {
          send(ctx, { success: true, message: `${label} created successfully.`, data: await service().create(ctx.request.body) }, 201);
        },
        async update(ctx: Context) {
          send(ctx, { success: true, message: `${label} updated successfully.`, data: await service().update(ctx.request.body) });
        },
        async reorder(ctx: Context) {
          send(ctx, { success: true, message: 'Order saved.', records: await service().reorder(ctx.request.body) });
        },
        async delete(ctx: Context) {
          const { id, restorableUntil } = await service().remove(ctx.request.body);
          send(ctx, { success: true, message: `${label} deleted successfully.`, id, restorable_until: restorableUntil });
        },
        async restore(ctx: Context) {
          send(ctx, { success: true, message: `${label} restored.`, data: await service().restore(ctx.request.body) });
        },
      };
    };

/** The legacy routes of a collection type, under /backend/api/<folder>/: `read.php` is the public list. */
export const collectionRoutes = (uid: CollectionUid) => {
  const { folder, reorder } = COLLECTIONS[uid];
  return legacyRoutes(folder, uid, ['GET', 'read.php', 'publicRead'], [
    ['GET', 'admin_read.php', 'adminRead'],
    ['POST', 'create.php', 'create'],
    ['POST', 'update.php', 'update'],
    ['DELETE', 'delete.php', 'delete'],
    ['POST', 'restore.php', 'restore'],
    ...(reorder ? [['POST', 'reorder.php', 'reorder'] as const] : []),
  ]);
};
