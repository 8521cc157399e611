import type { Core } from '@strapi/strapi';
import type { ActivityChange, ActivityRecord } from '@afh/contract/records';
import type { ActivityAction, ActivityActorKind, ActivityTarget } from '@afh/contract/rules';
import { parseBody } from '../../../content/validation';

/**
 * The activity log (issue 17): who changed what and when. Entries are written by the server only
 * (api/activity/recorder.ts for every write, the sign-in and reset calls for theirs) and never
 * changed; old ones are pruned after ACTIVITY_RETENTION_DAYS (default 365).
 */
const UID = 'api::activity.activity';
const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_JOB = 'afh-activity-prune';

export type Actor = { kind: ActivityActorKind; id: number | null; name: string; email: string };
export type ActivityEntry = {
  actor: Actor;
  action: ActivityAction;
  targetType: ActivityTarget;
  targetId: number | null;
  summary: string;
  changes?: ActivityChange[];
};

type Stored = {
  id: number;
  createdAt: string | Date;
  actorKind: ActivityActorKind;
  actorId: number | null;
  actorName: string;
  actorEmail: string | null;
  action: ActivityAction;
  targetType: ActivityTarget;
  targetId: number | null;
  summary: string;
  changes: unknown;
};

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export const retentionDays = () => {
  const days = Number(process.env.ACTIVITY_RETENTION_DAYS);
  return Number.isFinite(days) && days > 0 ? days : 365;
};

const toRecord = (row: Stored): ActivityRecord => ({
  id: Number(row.id),
  created_at: new Date(row.createdAt).toISOString(),
  actor_kind: row.actorKind,
  actor_id: row.actorId ?? null,
  actor_name: row.actorName,
  actor_email: row.actorEmail ?? '',
  action: row.action,
  target_type: row.targetType,
  target_id: row.targetId ?? null,
  summary: row.summary,
  changes: Array.isArray(row.changes) ? (row.changes as ActivityChange[]) : [],
});

const activityService = ({ strapi }: { strapi: Core.Strapi }) => {
  // The query engine, not the document service: the log is written below the document layer, and
  // the document service refuses every write to it (../recorder.ts).
  const entries = () => strapi.db.query(UID);

  return {
    async record(entry: ActivityEntry) {
      await entries().create({
        data: {
          actorKind: entry.actor.kind,
          actorId: entry.actor.id,
          actorName: cut(entry.actor.name, 255),
          actorEmail: cut(entry.actor.email, 255),
          action: entry.action,
          targetType: entry.targetType,
          targetId: entry.targetId,
          summary: cut(entry.summary, 500),
          changes: entry.changes ?? [],
        },
      });
    },

    /** Newest first, filtered and paged (GET /activity/read.php). */
    async list(query: unknown) {
      const input = parseBody('activity/read (query)', query ?? {});
      // An entry past the retention period is gone for the reader even before the nightly pruning removes it.
      const where: Record<string, unknown>[] = [{ createdAt: { $gte: new Date(Date.now() - retentionDays() * DAY_MS) } }];
      if (input.actor) where.push({ $or: [{ actorName: { $containsi: input.actor } }, { actorEmail: { $containsi: input.actor } }] });
      if (input.type) where.push({ targetType: input.type });
      if (input.target_id !== undefined) where.push({ targetId: input.target_id });
      if (input.from) where.push({ createdAt: { $gte: input.from } });
      if (input.to) where.push({ createdAt: { $lte: input.to } });
      const filter = { $and: where };
      const [rows, total] = await Promise.all([
        entries().findMany({ where: filter, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: input.limit ?? 50, offset: input.offset ?? 0 }),
        entries().count({ where: filter }),
      ]);
      return { records: (rows as Stored[]).map(toRecord), total: Number(total) };
    },

    /** Removes the entries older than the retention period. */
    async prune(now = Date.now()) {
      await entries().deleteMany({ where: { createdAt: { $lt: new Date(now - retentionDays() * DAY_MS) } } });
    },

    /** Prunes now (bootstrap) and every night at 04:00 server time, through Strapi's cron. */
    async schedulePruning() {
      await this.prune();
      strapi.cron.add({
        [PRUNE_JOB]: {
          task: () => this.prune().catch((error: unknown) => strapi.log.error(`Pruning the activity log failed: ${error instanceof Error ? error.name : 'unknown error'}`)),
          options: { rule: '0 4 * * *' },
        },
      });
    },
  };
};
export default activityService;

declare module '../../kit/services' {
  interface AppServices {
    'api::activity.activity': ReturnType<typeof activityService>;
  }
}
