import type { Core } from '@strapi/strapi';
import type { BackupList, BackupRecord } from '@afh/contract/records';
import { BackupScriptError, listBackups, openArchive, readLastBackup, runBackupScript } from '../../../backup/backups';
import { isPostgres, LOCKS, whileLocked } from '../../../backup/cluster-lock';
import { conflict, HttpError, notFound } from '../../../content/http';
import { parseBody } from '../../../content/validation';

const JOB = 'afh-backup';
/** Nightly at 03:00 server time, unless BACKUP_SCHEDULE says otherwise ('off' for never). */
export const DEFAULT_SCHEDULE = '0 3 * * *';
export const BACKUP_RUNNING = 'A backup is already running. Please wait a minute and look again.';
export const BACKUP_FAILED = 'The backup could not be made. Please try again; if it fails again, the server log says why.';
export const BACKUP_UNAVAILABLE = 'The backup could not be made: the database or the file store did not answer. Please try again in a few minutes.';

export const backupSchedule = (value = process.env.BACKUP_SCHEDULE) => {
  const rule = value?.trim() || DEFAULT_SCHEDULE;
  return rule.toLowerCase() === 'off' ? null : rule;
};

/**
 * The server's own backups (issue 17): on a schedule through Strapi's cron, or now from the
 * dashboard, each made by the same script as `npm run backup` (consistent online copy, the newest
 * BACKUP_KEEP kept). One runs at a time for the whole site: in this process, and on PostgreSQL
 * under an advisory lock that every instance asks for (decision 0029). "Back up now" meanwhile is
 * a 409; a scheduled run that finds the lock taken, or an archive already made since its slot,
 * skips quietly, so several instances with the same schedule make one archive per slot.
 */
const backupService = ({ strapi }: { strapi: Core.Strapi }) => {
  let running = false;

  const take = async (): Promise<BackupRecord> => {
    let file: string;
    try {
      file = await runBackupScript({ lockHeld: isPostgres(strapi) });
    } catch (error) {
      // `npm run backup` runs: the same answer as a backup of this server's that runs.
      if (error instanceof BackupScriptError && error.busy) throw conflict(BACKUP_RUNNING);
      strapi.log.error(`Backup failed: ${(error as Error).message}`);
      throw error instanceof BackupScriptError && error.unavailable ? new HttpError(503, BACKUP_UNAVAILABLE) : new HttpError(500, BACKUP_FAILED);
    }
    const made = (await listBackups(strapi)).find((record) => record.file === file);
    if (!made) throw new HttpError(500, BACKUP_FAILED);
    strapi.log.info(`Backup saved: ${made.file}`);
    return made;
  };

  /** Runs `work` as the site's one backup job of the moment; `{ ran: false }` when one is running here or on another instance. */
  const alone = async <T>(work: () => Promise<T>) => {
    if (running) return { ran: false as const };
    running = true;
    try {
      return await whileLocked(strapi, LOCKS.backup, work);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      strapi.log.error(`Backup: the database lock could not be taken: ${(error as Error).message}`);
      throw new HttpError(503, BACKUP_UNAVAILABLE);
    } finally {
      running = false;
    }
  };

  const nextRun = () => {
    const job = strapi.cron.jobs.find((entry) => entry.name === JOB)?.job as { nextInvocation?: () => Date | null } | undefined;
    return job?.nextInvocation?.()?.toISOString() ?? null;
  };

  return {
    /** Takes a backup now; 409 while one is being taken, 503 when the database or the store does not answer. */
    async create(): Promise<BackupRecord> {
      const outcome = await alone(take);
      if (!outcome.ran) throw conflict(BACKUP_RUNNING);
      return outcome.value;
    },

    /**
     * The scheduled backup of `slot` (the time the schedule named, the same on every instance).
     * Skipped when a backup runs, or when one was made since the slot: an instance whose timer
     * fires a few seconds after another's finished must not make a second archive for it.
     */
    async scheduled(slot: Date): Promise<BackupRecord | null> {
      const outcome = await alone(async () => {
        const [newest] = await listBackups(strapi);
        if (newest && Date.parse(newest.created_at) >= slot.getTime()) return null;
        return take();
      }).catch((error: unknown) => {
        // `npm run backup` held the lock: as when another instance's backup runs.
        if (error instanceof HttpError && error.status === 409) return { ran: false as const };
        throw error;
      });
      if (!outcome.ran) strapi.log.info(`Scheduled backup of ${slot.toISOString()} skipped: another one is running.`);
      else if (!outcome.value) strapi.log.info(`Scheduled backup of ${slot.toISOString()} skipped: one was taken since.`);
      return outcome.ran ? outcome.value : null;
    },

    async list(): Promise<BackupList> {
      const [records, last] = await Promise.all([listBackups(strapi), readLastBackup(strapi)]);
      return { records, last_backup_at: last?.at ?? records[0]?.created_at ?? null, next_backup_at: nextRun() };
    },

    /** The bytes of the archive `?file=` names, which must be one of the list's. */
    async archive(query: unknown) {
      const { file } = parseBody('backups/download (query)', query ?? {});
      const found = await openArchive(strapi, file);
      if (!found) throw notFound('No backup by that name.');
      return { file, ...found };
    },

    /** Starts the schedule (bootstrap). A rule Strapi's cron cannot read stops the start. */
    schedule() {
      const rule = backupSchedule();
      if (!rule) return;
      strapi.cron.add({
        [JOB]: {
          // Strapi's cron hands each run the time it was scheduled for.
          task: async (_context, fireDate) => {
            await this.scheduled(fireDate instanceof Date ? fireDate : new Date()).catch((error: Error) => {
              strapi.log.error(`Scheduled backup failed: ${error.message}`);
            });
          },
          options: { rule },
        },
      });
      if (!strapi.cron.jobs.some((entry) => entry.name === JOB)) throw new Error(`BACKUP_SCHEDULE is not a cron rule Strapi can read: ${JSON.stringify(rule)}`);
    },
  };
};
export default backupService;

declare module '../../kit/services' {
  interface AppServices {
    'api::backup.backup': ReturnType<typeof backupService>;
  }
}
