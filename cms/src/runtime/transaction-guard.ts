import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { isDatabaseUnavailable } from './unavailable';

/**
 * A write is done only when its transaction committed (decision 0030).
 *
 * Strapi's `db.transaction` commits after its callback, but skips the commit without a word when
 * the transaction has already ended: knex ends it when the connection is lost mid-write. And on
 * PostgreSQL, a statement that failed inside the transaction (one a side task such as the
 * activity log caught and logged) aborts it, so its COMMIT is silently a ROLLBACK. Either way the
 * caller would be told "saved" about a write that is not stored.
 *
 * The guard wraps the outermost transaction: when the callback is done, a transaction that ended
 * by itself, or that saw a swallowed failure that ends it, is rolled back and its write fails with
 * that failure (a lost database answers 503, see runtime/unavailable.ts).
 */

type Watch = { failure?: unknown; settledByCaller: boolean };

const watches = new AsyncLocalStorage<Watch>();

/** Thrown when a transaction ended without its commit and no failure says why. */
export class TransactionEndedError extends Error {
  constructor() {
    super('Connection ended unexpectedly: the transaction ended before its commit.');
    this.name = 'TransactionEndedError';
  }
}

/**
 * Tells the guard that a statement of the current write failed and was caught (and logged) by a
 * side task. On PostgreSQL every such failure has ended the transaction; on SQLite only a lost
 * database does, so the write itself can still be committed.
 */
export const noteSwallowedFailure = (strapi: Core.Strapi, error: unknown) => {
  const watch = watches.getStore();
  if (!watch || watch.failure !== undefined) return;
  if (strapi.db.dialect.client === 'postgres' || isDatabaseUnavailable(error)) watch.failure = error ?? new TransactionEndedError();
};

type Database = Core.Strapi['db'];
/** What Strapi hands a transaction's callback (its own type says `any[]`). */
type TransactionParams = { trx: { isCompleted: () => boolean }; commit: () => Promise<void>; rollback: () => Promise<void> };
type TransactionCallback = (params: TransactionParams) => unknown;

const guardedDatabases = new WeakSet<Database>();

/** Installs the guard on `strapi.db.transaction` (once). */
export const guardTransactions = (strapi: Core.Strapi) => {
  const db = strapi.db;
  if (guardedDatabases.has(db)) return;
  guardedDatabases.add(db);
  const unguarded: Database['transaction'] = db.transaction.bind(db);
  const original = (callback?: TransactionCallback) => (callback ? unguarded(callback) : unguarded());
  const guarded = (callback?: TransactionCallback) => {
    // Nested transactions share the outermost one, and a caller that settles it itself is trusted.
    if (!callback || db.inTransaction()) return original(callback);
    const watch: Watch = { settledByCaller: false };
    return watches.run(watch, () =>
      original(async (params) => {
        const settle = (finish: () => Promise<void>) => async () => {
          watch.settledByCaller = true;
          await finish();
        };
        let result: unknown;
        try {
          result = await callback({ ...params, commit: settle(params.commit), rollback: settle(params.rollback) });
        } catch (error) {
          // The write fails with what ended its transaction, not with what followed: a statement run
          // after knex ended it (its connection lost mid-write) says "Transaction query already
          // complete", one after a failure a side task swallowed says 25P02; neither names the cause.
          const ended = params.trx.isCompleted() || watch.failure !== undefined;
          if (!watch.settledByCaller && ended && !isDatabaseUnavailable(error)) {
            throw watch.failure instanceof Error ? watch.failure : new TransactionEndedError();
          }
          throw error;
        }
        if (watch.settledByCaller) return result;
        if (watch.failure !== undefined) throw watch.failure instanceof Error ? watch.failure : new TransactionEndedError();
        if (params.trx.isCompleted()) throw new TransactionEndedError();
        return result;
      }),
    );
  };
  db.transaction = guarded as Database['transaction'];
};
