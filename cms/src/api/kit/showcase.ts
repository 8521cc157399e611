import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { badRequest, notFound, send } from '../../lib/http';
import { publicCache } from '../../lib/public-cache';
import { adminOnly } from '../../lib/route-policies';
import { parseBody } from '../../lib/validation';
import { publicReplyOf } from './public-replies';
import { getService } from './services';

/**
 * What the three "showcase" types (gallery photos, team members, testimonials: issue 19) share
 * beyond the undo of lib/soft-delete.ts: the owner's order of photos and people.
 */
export type OrderedUid = 'api::gallery-photo.gallery-photo' | 'api::team-member.team-member';

const VISIBLE = { deletedAt: { $null: true } };

/** Where a new photo or person goes: at the end. */
export const nextOrderIndex = async (strapi: Core.Strapi, uid: OrderedUid) => {
  const [last] = (await strapi.db.query(uid).findMany({ where: VISIBLE, orderBy: { orderIndex: 'desc' }, limit: 1, select: ['orderIndex'] })) as Array<{ orderIndex?: number | null }>;
  return (last?.orderIndex ?? 0) + 1;
};

/**
 * A new order, as the admin's drag or arrows leave it: `ids` names every (not deleted) item once,
 * first to last, so two admins' orders never mix into duplicates. Only the items that moved are
 * written, each as an update the activity log records.
 */
export const reorder = async (strapi: Core.Strapi, uid: OrderedUid, request: 'gallery/reorder' | 'team/reorder', body: unknown) => {
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

/** Text lists stored as JSON, read back defensively (the console could store anything there). */
export const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The calls every showcase type answers; photos and people also take a new order. */
type ShowcaseService = {
  listAll(): Promise<unknown[]>;
  create(body: unknown): Promise<unknown>;
  update(body: unknown): Promise<unknown>;
  remove(body: unknown): Promise<{ id: number; restorableUntil: string }>;
  restore(body: unknown): Promise<unknown>;
  reorder?(body: unknown): Promise<unknown[]>;
};
type ShowcaseUid = OrderedUid | 'api::testimonial.testimonial';

/** The legacy calls of a showcase type: thin handlers over its service, with the other content screens' messages. */
export const showcaseController =
  (uid: ShowcaseUid, label: 'Photo' | 'Team member' | 'Testimonial') =>
    ({ strapi }: { strapi: Core.Strapi }) => {
      const service = (): ShowcaseService => getService(strapi, uid);
      const publicReply = publicReplyOf(strapi)[uid];
      return {
        async publicRead(ctx: Context) {
          await publicCache.serve(ctx, uid, publicReply);
        },
        async adminRead(ctx: Context) {
          send(ctx, { success: true, records: await service().listAll() });
        },
        async create(ctx: Context) {
          send(ctx, { success: true, message: `${label} created successfully.`, data: await service().create(ctx.request.body) }, 201);
        },
        async update(ctx: Context) {
          send(ctx, { success: true, message: `${label} updated successfully.`, data: await service().update(ctx.request.body) });
        },
        async reorder(ctx: Context) {
          const records = await service().reorder?.(ctx.request.body);
          if (!records) throw notFound('Not found');
          send(ctx, { success: true, message: 'Order saved.', records });
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

/** The legacy routes of a showcase type, under /backend/api/<folder>/: `read.php` is the public list. */
export const showcaseRoutes = (folder: 'gallery' | 'team' | 'testimonials', uid: ShowcaseUid, { ordered }: { ordered: boolean }): Core.RouterConfig => {
  const admin = { auth: false as const, middlewares: [adminOnly] };
  return {
    type: 'content-api',
    routes: [
      { method: 'GET', path: `/${folder}/read.php`, handler: `${uid}.publicRead`, config: { auth: false } },
      { method: 'GET', path: `/${folder}/admin_read.php`, handler: `${uid}.adminRead`, config: admin },
      { method: 'POST', path: `/${folder}/create.php`, handler: `${uid}.create`, config: admin },
      { method: 'POST', path: `/${folder}/update.php`, handler: `${uid}.update`, config: admin },
      { method: 'DELETE', path: `/${folder}/delete.php`, handler: `${uid}.delete`, config: admin },
      { method: 'POST', path: `/${folder}/restore.php`, handler: `${uid}.restore`, config: admin },
      ...(ordered ? [{ method: 'POST' as const, path: `/${folder}/reorder.php`, handler: `${uid}.reorder`, config: admin }] : []),
    ],
  };
};
