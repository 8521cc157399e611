import type { Core } from '@strapi/strapi';
import { CONTENT_TYPES, TRASH_TYPES, type TrashUid } from '@afh/contract/content-types';
import { notFound } from './http';
import { parseBody } from './validation';

/**
 * The trash of the admin (issue 17, decision 0021; issue 32, decision 0035): deleting a record of a
 * type described with `trash` (@afh/contract/content-types) through the API marks it deleted
 * (`deletedAt`) instead of removing it, and `restore.php` takes the mark off for TRASH_DAYS; after
 * that the row is removed for good. A marked row is invisible to every reader that goes through
 * Strapi's document service (our API, the public pages, the console), because the filter below is
 * added to each of their reads; only the trash (api/trash) reads marked rows, with the query engine.
 */
/** Each such type's name in messages ("Photo not found"), by its Strapi name. */
export const UNDOABLE = Object.fromEntries(TRASH_TYPES.map((name) => [CONTENT_TYPES[name].uid, CONTENT_TYPES[name].one])) as Record<TrashUid, string>;
export type UndoableUid = TrashUid;

const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);
const NOT_DELETED = { deletedAt: { $null: true } };

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many days a deleted record can be restored: TRASH_DAYS (default 30; a fraction of a day is allowed, for tests). */
export const trashDays = () => {
  const days = Number(process.env.TRASH_DAYS);
  return Number.isFinite(days) && days > 0 ? days : 30;
};
export const trashMs = () => trashDays() * DAY_MS;

/** The oldest deletion that can still be restored. */
export const trashStart = (now = Date.now()) => new Date(now - trashMs());

const isUndoable = (uid: string): uid is UndoableUid => uid in UNDOABLE;

export const registerSoftDeleteFilter = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    if (!isUndoable(context.uid) || !READS.has(context.action)) return next();
    const params = context.params as { filters?: Record<string, unknown> };
    params.filters = params.filters ? { $and: [params.filters, NOT_DELETED] } : NOT_DELETED;
    return next();
  });
};

type Row = { id: number; deletedAt?: string | Date | null };

export const softDeletes = (strapi: Core.Strapi) => {
  const rows = (uid: UndoableUid) => strapi.db.query(uid);

  /** Removes for good what can no longer be restored. */
  const purge = async () => {
    for (const uid of Object.keys(UNDOABLE) as UndoableUid[]) {
      await rows(uid).deleteMany({ where: { deletedAt: { $notNull: true, $lt: trashStart() } } });
    }
  };

  return {
    purge,

    /** Marks a (visible) record deleted; answers until when it can be restored. */
    async remove(uid: UndoableUid, id: number) {
      const deletedAt = new Date();
      await rows(uid).update({ where: { id }, data: { deletedAt } });
      await purge();
      return new Date(deletedAt.getTime() + trashMs()).toISOString();
    },

    /** Takes the mark off a record deleted within TRASH_DAYS: it comes back as it was. 404 otherwise. */
    async restore(uid: UndoableUid, id: number) {
      const row = (await rows(uid).findOne({ where: { id, deletedAt: { $notNull: true, $gte: trashStart() } } })) as Row | null;
      if (!row) throw notFound(`${UNDOABLE[uid]} not found`);
      // Everything comes back as it was; only "last changed" says when (Strapi stamps every update).
      await rows(uid).update({ where: { id }, data: { deletedAt: null } });
    },
  };
};

/**
 * The delete and restore calls of one undoable type, over its own lookup (which finds visible
 * records only, with the type's 404) and its API shape.
 */
export const undoableRemoval = <Entry extends { id: unknown }, Shown>(
  strapi: Core.Strapi,
  uid: UndoableUid,
  find: (id: number) => Promise<Entry>,
  toRecord: (entry: Entry) => Shown,
) => ({
  /** Answers the id and until when it can be restored. */
  remove: async (id: number) => {
    const existing = await find(id);
    const restorableUntil = await softDeletes(strapi).remove(uid, Number(existing.id));
    return { id: Number(existing.id), restorableUntil };
  },
  restore: async (body: unknown) => {
    const { id } = parseBody('restore', body);
    await softDeletes(strapi).restore(uid, id);
    return toRecord(await find(id));
  },
});

let timer: NodeJS.Timeout | undefined;

/**
 * Housekeeping on a timer, every minute (or sooner with a trash shorter than a minute, in tests):
 * the deleted records past TRASH_DAYS go for good (so they do not stay when nobody deletes another),
 * and whatever else is handed in (expired inquiries). A timer as long as the trash itself would not
 * do: Node caps timers at 24.8 days.
 */
export const startPurging = (strapi: Core.Strapi, others: Array<() => Promise<unknown>> = []) => {
  const tasks = [() => softDeletes(strapi).purge(), ...others];
  timer = setInterval(() => {
    for (const task of tasks) task().catch((error: unknown) => strapi.log.error(`Housekeeping failed: ${error instanceof Error ? error.name : 'unknown error'}`));
  }, Math.min(60_000, trashMs()));
  timer.unref();
};

export const stopPurging = () => {
  if (timer) clearInterval(timer);
  timer = undefined;
};
