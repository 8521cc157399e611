import type { Core } from '@strapi/strapi';
import type { TrashRecord } from '@afh/contract/records';
import { CONTENT_TYPES, TRASH_TYPES, type ContentTypeDescription, type TrashType } from '@afh/contract/content-types';
import { trashDays, trashMs, trashStart } from '../../../content/soft-delete';

/**
 * Recently deleted (issue 32, decision 0035): what the admin deleted and can still restore, newest
 * first, each with who deleted it. The rows are read with the query engine (the document service
 * hides marked rows from everyone, content/soft-delete.ts); who deleted each comes from its newest
 * 'delete' entry in the activity log, which the recorder wrote in the delete's own transaction.
 */
type Row = Record<string, unknown> & { id: number; deletedAt: string | Date };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const TITLE_MAX = 120;
const cut = (words: string) => (words.length > TITLE_MAX ? `${words.slice(0, TITLE_MAX - 1)}…` : words);

type Titled = { fields: readonly string[]; title: (row: Row) => string };

/**
 * How the trash names a record of each kind it keeps (by its name in the API): the columns of its
 * `title` in @afh/contract/content-types, the first that is set or all of them joined; an inquiry
 * by the family's name.
 */
const titledBy = (type: TrashType): Titled => {
  if (type === 'inquiry') return { fields: ['firstName', 'lastName'], title: (row) => `${text(row.firstName)} ${text(row.lastName)}`.trim() };
  const described: ContentTypeDescription = CONTENT_TYPES[type];
  const { fields, joined } = described.title ?? { fields: ['title'] };
  const words = (row: Row) => fields.map((field) => text(row[field])).filter(Boolean);
  return { fields, title: (row) => (joined ? words(row).join(', ') : (words(row)[0] ?? '')) };
};
const KINDS = TRASH_TYPES.map((type) => ({ type, uid: CONTENT_TYPES[type].uid, label: CONTENT_TYPES[type].one, ...titledBy(type) }));

type Deleter = { targetType: TrashType; targetId: number; actorName: string };

const trashService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(): Promise<{ records: TrashRecord[]; trash_days: number }> {
    const since = trashStart();
    const found = await Promise.all(
      KINDS.map(async (kind) => {
        const rows = (await strapi.db.query(kind.uid).findMany({ where: { deletedAt: { $notNull: true, $gte: since } }, select: ['id', 'deletedAt', ...kind.fields] })) as Row[];
        return rows.map((row) => ({ row, kind }));
      }),
    );
    const deleted = found.flat();
    const deleters = new Map<string, string>();
    if (deleted.length > 0) {
      // One read of the log for all of them; the newest 'delete' entry of a record is the deletion it is in the trash for.
      const entries = (await strapi.db.query('api::activity.activity').findMany({
        where: { action: 'delete', $or: found.filter((rows) => rows.length > 0).map((rows) => ({ targetType: rows[0].kind.type, targetId: { $in: rows.map((one) => one.row.id) } })) },
        select: ['targetType', 'targetId', 'actorName'],
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      })) as Deleter[];
      for (const entry of entries) deleters.set(`${entry.targetType}:${entry.targetId}`, entry.actorName);
    }
    const records = deleted.map(({ row, kind }): TrashRecord => {
      const deletedAt = new Date(row.deletedAt);
      return {
        type: kind.type,
        id: Number(row.id),
        title: cut(kind.title(row)) || kind.label,
        deleted_at: deletedAt.toISOString(),
        deleted_by: deleters.get(`${kind.type}:${row.id}`) ?? 'Unknown',
        restorable_until: new Date(deletedAt.getTime() + trashMs()).toISOString(),
      };
    });
    records.sort((a, b) => b.deleted_at.localeCompare(a.deleted_at) || b.id - a.id);
    return { records, trash_days: trashDays() };
  },
});
export default trashService;

declare module '../../kit/services' {
  interface AppServices {
    'api::trash.trash': ReturnType<typeof trashService>;
  }
}
