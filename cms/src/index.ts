import type { Core } from '@strapi/strapi';
import { registerSessionGuard } from './api/session/session-guard';
import { getService } from './api/services';
import { startCacheInvalidation, stopCacheInvalidation } from './lib/cache-invalidation';
import { answerCachedReadsEarly } from './lib/early-answers';
import { budgetBodies } from './lib/body-budget';
import { isApprovedAdmin } from './lib/roles';
import { sessions } from './api/session/services/session';
import { registerConsoleAccountFollower } from './lib/console-account';
import { applyConsoleLayout } from './lib/console-layout';
import { registerContentRules } from './lib/content-rules';
import { turnEmailOffWithoutSmtp } from './lib/email-off';
import { guardConsoleRoutes } from './lib/console-routes';
import { closePasswordPool } from './lib/password-pool';
import { throttles } from './lib/throttles';
import { copyLocalUploadsToStore } from './lib/upload-store';
import { useSiteCors } from './lib/site-cors';
import { seedContent, seedFirstAdmin } from './seed';
import { ensureOwnerRole } from './lib/console-owner';
import { registerActivityRecorder } from './api/activity/recorder';
import { registerSoftDeleteFilter, softDeletes, startPurging, stopPurging } from './lib/soft-delete';

let consoleAccounts: ReturnType<typeof registerConsoleAccountFollower> | undefined;

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    useSiteCors(strapi);
    registerSessionGuard(strapi);
    registerContentRules(strapi);
    registerSoftDeleteFilter(strapi);
    registerActivityRecorder(strapi);
    consoleAccounts = registerConsoleAccountFollower(strapi);
    guardConsoleRoutes(strapi);
    budgetBodies(strapi, async (ctx) => isApprovedAdmin(await sessions(strapi).currentUser(ctx)));
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    turnEmailOffWithoutSmtp(strapi);
    await startCacheInvalidation(strapi);
    // On PostgreSQL the throttle counters' table is made now: a start that cannot make it fails.
    await throttles(strapi);
    // A site moving its uploads to the object store takes the ones on this disk along.
    await copyLocalUploadsToStore(strapi);
    await ensureOwnerRole(strapi);
    await seedFirstAdmin(strapi);
    await consoleAccounts?.catchUp();
    await seedContent(strapi);
    await applyConsoleLayout(strapi);
    // Backups that run themselves (BACKUP_SCHEDULE, nightly at 03:00 by default).
    getService(strapi, 'api::backup.backup').schedule();
    // Deleted records past their undo window go for good, closed inquiries past INQUIRY_RETENTION_DAYS
    // too (checked every minute); activity entries past ACTIVITY_RETENTION_DAYS nightly.
    await softDeletes(strapi).purge();
    const inquiries = getService(strapi, 'api::inquiry.inquiry');
    await inquiries.purgeClosed();
    startPurging(strapi, [() => inquiries.purgeClosed()]);
    await getService(strapi, 'api::activity.activity').schedulePruning();
    // Cached public reads answered before the middleware chain, with the headers it gives them.
    answerCachedReadsEarly(strapi, strapi.server.httpServer, strapi.config.get('server.proxy.koa', false));
  },

  async destroy() {
    await stopCacheInvalidation();
    await closePasswordPool();
    stopPurging();
  },
};
