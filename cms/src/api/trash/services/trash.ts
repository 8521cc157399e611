import type { Core } from '@strapi/strapi';
import type { TrashRecord } from '@afh/contract/records';
import type { TrashType } from '@afh/contract/rules';
import { trashDays, trashMs, trashStart, UNDOABLE, type UndoableUid } from '../../../content/soft-delete';

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

/** Each kind: its name in the API, the columns that name a record, and how they read. */
const KINDS: Record<UndoableUid, { type: TrashType; fields: string[]; title: (row: Row) => string }> = {
  'api::service.service': { type: 'service', fields: ['title'], title: (row) => text(row.title) },
  'api::program.program': { type: 'program', fields: ['title'], title: (row) => text(row.title) },
  'api::faq.faq': { type: 'faq', fields: ['question'], title: (row) => text(row.question) },
  'api::inquiry.inquiry': { type: 'inquiry', fields: ['firstName', 'lastName'], title: (row) => `${text(row.firstName)} ${text(row.lastName)}`.trim() },
  'api::gallery-photo.gallery-photo': { type: 'photo', fields: ['alt', 'caption'], title: (row) => text(row.alt) || text(row.caption) },
  'api::team-member.team-member': { type: 'team-member', fields: ['name'], title: (row) => text(row.name) },
  'api::testimonial.testimonial': { type: 'testimonial', fields: ['name', 'relationship'], title: (row) => [text(row.name), text(row.relationship)].filter(Boolean).join(', ') },
};

type Deleter = { targetType: TrashType; targetId: number; actorName: string };

const trashService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(): Promise<{ records: TrashRecord[]; trash_days: number }> {
    const since = trashStart();
    const found = await Promise.all(
      (Object.keys(UNDOABLE) as UndoableUid[]).map(async (uid) => {
        const kind = KINDS[uid];
        const rows = (await strapi.db.query(uid).findMany({ where: { deletedAt: { $notNull: true, $gte: since } }, select: ['id', 'deletedAt', ...kind.fields] })) as Row[];
        return rows.map((row) => ({ uid, row, kind }));
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
    const records = deleted.map(({ uid, row, kind }): TrashRecord => {
      const deletedAt = new Date(row.deletedAt);
      return {
        type: kind.type,
        id: Number(row.id),
        title: cut(kind.title(row)) || UNDOABLE[uid],
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
