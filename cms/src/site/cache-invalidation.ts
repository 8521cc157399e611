import type { Core } from '@strapi/strapi';
import { startPgCacheSync, type CacheSync, type Knexish } from './pg-cache-sync';
import { publicReplies, type CachedType } from './replies';

const WRITES = new Set(['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany']);
/**
 * The public replies made from another type's rows too: the team's photo sizes (`photo_srcset`)
 * come from the media library's files, so adding, replacing or deleting a file drops the team's.
 * The Email card's row decides whether /forgot-password offers a link (issue 44): a write to it
 * drops the settings' reply, and with it every kept page, on every instance.
 */
const ALSO_FROM = new Map<string, CachedType[]>([
  ['plugin::upload.file', ['api::team-member.team-member']],
  ['api::email-setting.email-setting', ['api::setting.setting']],
]);

/** The cached types a write to `uid` makes stale: its own reply and those made from its rows. */
const staleAfter = (uid: string | undefined): CachedType[] => (uid ? [...(publicReplies.isCached(uid) ? [uid] : []), ...(ALSO_FROM.get(uid) ?? [])] : []);

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
    const stale = WRITES.has(event.action) ? staleAfter(event.model?.uid) : [];
    if (!stale.length) return;
    for (const uid of stale) publicReplies.invalidate(uid);
    if (!sync && !strapi.db.inTransaction()) return;
    await strapi.db.transaction(async ({ trx, onCommit }: { trx: Knexish; onCommit: (run: () => void) => void }) => {
      onCommit(() => stale.forEach((uid) => publicReplies.invalidate(uid)));
      for (const uid of stale) await sync?.notify(trx, uid);
    });
  });
};

export const stopCacheInvalidation = async () => {
  await sync?.stop();
  sync = null;
};
