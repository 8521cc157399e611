import type { Core } from '@strapi/strapi';
import { startPgCacheSync, type CacheSync, type Knexish } from './pg-cache-sync';
import { publicReplies } from './replies';

const WRITES = new Set(['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany']);

type LifecycleEvent = { action: string; model: { uid: string } };

let sync: CacheSync | null = null;

/**
 * Every write to a cached type drops its public reply, whoever makes it: our legacy API, the
 * Strapi console, any strapi.documents() or strapi.db.query() call all end in these database
 * lifecycles. Inside a transaction the reply is dropped again on commit (a read in between could
 * have stored the old rows), and on PostgreSQL the other instances are told in the same
 * transaction, so they hear of it exactly when the write becomes visible.
 */
export const startCacheInvalidation = async (strapi: Core.Strapi) => {
  if (strapi.db.dialect.client === 'postgres') sync = await startPgCacheSync(strapi);

  strapi.db.lifecycles.subscribe(async (event: LifecycleEvent) => {
    const uid = event.model?.uid;
    if (!WRITES.has(event.action) || !publicReplies.isCached(uid)) return;
    publicReplies.invalidate(uid);
    if (!sync && !strapi.db.inTransaction()) return;
    await strapi.db.transaction(async ({ trx, onCommit }: { trx: Knexish; onCommit: (run: () => void) => void }) => {
      onCommit(() => publicReplies.invalidate(uid));
      await sync?.notify(trx, uid);
    });
  });
};

export const stopCacheInvalidation = async () => {
  await sync?.stop();
  sync = null;
};
