import type { Core } from '@strapi/strapi';
import type { BackupList, BackupRecord } from '../../../contract/records';
import { archivePath, listBackups, readLastBackup, runBackupScript } from '../../../lib/backups';
import { conflict, HttpError, notFound } from '../../../lib/http';
import { parseBody } from '../../../lib/validation';

const JOB = 'afh-backup';
/** Nightly at 03:00 server time, unless BACKUP_SCHEDULE says otherwise ('off' for never). */
export const DEFAULT_SCHEDULE = '0 3 * * *';
export const BACKUP_RUNNING = 'A backup is already running. Please wait a minute and look again.';
export const BACKUP_FAILED = 'The backup could not be made. Please try again; if it fails again, the server log says why.';

export const backupSchedule = (value = process.env.BACKUP_SCHEDULE) => {
  const rule = value?.trim() || DEFAULT_SCHEDULE;
  return rule.toLowerCase() === 'off' ? null : rule;
};

/**
 * The server's own backups (issue 17): on a schedule through Strapi's cron, or now from the
 * dashboard, each made by the same script as `npm run backup` (consistent online copy, the newest
 * BACKUP_KEEP kept). One runs at a time in this server; another asked for meanwhile is refused.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  let running: Promise<BackupRecord> | null = null;

  const take = async (): Promise<BackupRecord> => {
    try {
      await runBackupScript();
    } catch (error) {
      strapi.log.error(`Backup failed: ${(error as Error).message}`);
      throw new HttpError(500, BACKUP_FAILED);
    }
    const [newest] = await listBackups();
    if (!newest) throw new HttpError(500, BACKUP_FAILED);
    strapi.log.info(`Backup saved: ${newest.file}`);
    return newest;
  };

  const nextRun = () => {
    const job = strapi.cron.jobs.find((entry) => entry.name === JOB)?.job as { nextInvocation?: () => Date | null } | undefined;
    return job?.nextInvocation?.()?.toISOString() ?? null;
  };

  return {
    /** Takes a backup now; 409 while one is being taken. */
    async create(): Promise<BackupRecord> {
      if (running) throw conflict(BACKUP_RUNNING);
      running = take();
      try {
        return await running;
      } finally {
        running = null;
      }
    },

    async list(): Promise<BackupList> {
      const [records, last] = await Promise.all([listBackups(), readLastBackup()]);
      return { records, last_backup_at: last?.at ?? records[0]?.created_at ?? null, next_backup_at: nextRun() };
    },

    /** The path of the archive `?file=` names, which must be one of the list's. */
    async archive(query: unknown) {
      const { file } = parseBody('backups/download (query)', query ?? {});
      const found = await archivePath(file);
      if (!found) throw notFound('No backup by that name.');
      return { file, path: found };
    },

    /** Starts the schedule (bootstrap). A rule Strapi's cron cannot read stops the start. */
    schedule() {
      const rule = backupSchedule();
      if (!rule) return;
      strapi.cron.add({
        [JOB]: {
          task: async () => {
            if (running) return;
            await this.create().catch(() => undefined);
          },
          options: { rule },
        },
      });
      if (!strapi.cron.jobs.some((entry) => entry.name === JOB)) throw new Error(`BACKUP_SCHEDULE is not a cron rule Strapi can read: ${JSON.stringify(rule)}`);
    },
  };
};
