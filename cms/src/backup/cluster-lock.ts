import type { Core } from '@strapi/strapi';

/**
 * Lock keys of pg_try_advisory_xact_lock, one per job that must run on one instance at a time.
 * Fixed numbers, so that every instance of the site asks for the same lock.
 */
export const LOCKS = { backup: 0x61666862 } as const; // scripts/lib/backup-lock.mjs asks for the same backup key

/** Whether whileLocked takes a lock shared by every instance (PostgreSQL), rather than just running the task. */
export const isPostgres = (strapi: Core.Strapi) => strapi.db.dialect.client === 'postgres' || strapi.db.dialect.client === 'pg';

/**
 * Runs `task` while this instance holds the PostgreSQL advisory lock `key`, and answers
 * `{ ran: true, value }`; when another session holds it, answers `{ ran: false }` at once without
 * running it. The lock is a transaction's (pg_try_advisory_xact_lock): it ends with the
 * transaction, so an instance that dies mid-task cannot keep it. On SQLite there is one instance
 * only, and `task` simply runs. Errors of the database itself are thrown as they are.
 */
export const whileLocked = async <T>(strapi: Core.Strapi, key: number, task: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> => {
  if (!isPostgres(strapi)) return { ran: true, value: await task() };
  let outcome: { ran: true; value: T } | { ran: false } | undefined;
  try {
    await strapi.db.connection.transaction(async (trx) => {
      const result = await trx.raw<{ rows: Array<{ locked: boolean }> }>('select pg_try_advisory_xact_lock(?) as locked', [key]);
      if (!result.rows[0]?.locked) {
        outcome = { ran: false };
        return;
      }
      outcome = { ran: true, value: await task() };
    });
  } catch (error) {
    // The task ran to its end and only the commit failed (the connection dropped): its work stands.
    if (outcome?.ran) {
      strapi.log.warn(`The lock ${key} ended with an error after its task: ${(error as Error).message}`);
      return outcome;
    }
    throw error;
  }
  return outcome ?? { ran: false };
};
