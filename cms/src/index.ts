import type { Core } from '@strapi/strapi';
import { registerSessionGuard } from './api/session/session-guard';
import { getService } from './api/kit/services';
import { startCacheInvalidation, stopCacheInvalidation } from './site/cache-invalidation';
import { startSlotsInvalidation } from './api/tour/slots-cache';
import { earlyPath } from './site/early-answers';
import { publicReplies } from './site/replies';
import { publicReplyOf, readPublicReplies } from './api/kit/public-replies';
import { pageSources } from './site/sources';
import { budgetBodies } from './security/body-budget';
import { isApprovedAdmin } from './security/roles';
import { sessions } from './api/session/services/session';
import { registerConsoleAccountFollower } from './console/accounts';
import { registerConsoleTourGuard } from './console/tours';
import { applyConsoleLayout } from './console/apply-layout';
import { registerContentRules } from './content/rules';
import { routePluginMail } from './api/email-setting/mail';
import { guardConsoleRoutes } from './console/routes';
import { closePasswordPool } from './security/password-pool';
import { drainOnSignal, keepServingOnUnhandledRejection } from './runtime/lifecycle';
import { keepIdleConnections } from './runtime/keep-alive';
import { unlessUnavailable } from './runtime/unavailable';
import { guardTransactions } from './runtime/transaction-guard';
import { throttles } from './security/throttles';
import { copyLocalUploadsToStore } from './content/upload-store';
import { useSiteCors } from './security/cors';
import { seedContent, seedFirstAdmin } from './seed';
import { ensureAnOwner } from './security/owners';
import { ensureOwnerRole } from './console/owner-role';
import { registerActivityRecorder } from './api/activity/recorder';
import { databasePool, registerProbes } from './api/system/probes';
import { startMetrics } from './runtime/metrics';
import { registerSoftDeleteFilter, softDeletes, startPurging, stopPurging } from './content/soft-delete';
import { startReminders, stopReminders } from './api/tour/reminders';

let consoleAccounts: ReturnType<typeof registerConsoleAccountFollower> | undefined;

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    keepServingOnUnhandledRejection(strapi);
    useSiteCors(strapi);
    registerSessionGuard(strapi);
    registerContentRules(strapi);
    registerSoftDeleteFilter(strapi);
    registerConsoleTourGuard(strapi);
    registerActivityRecorder(strapi);
    consoleAccounts = registerConsoleAccountFollower(strapi);
    guardConsoleRoutes(strapi);
    // GET /healthz and /readyz for monitors (issue 43).
    registerProbes(strapi);
    // With the database out of reach nobody is known to be an admin: the small budget (the call then answers 503 or goes to the outbox).
    budgetBodies(strapi, async (ctx) => isApprovedAdmin(await sessions(strapi).currentUser(ctx).catch(unlessUnavailable(null))));
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // An idle connection is kept longer than its client keeps it, so no request meets a closing one.
    keepIdleConnections(strapi);
    // A write whose transaction ended without its commit fails instead of being reported done.
    guardTransactions(strapi);
    // The console's mail goes the site's way too: Settings › Email, or SMTP_* when set.
    routePluginMail(strapi);
    // The public replies are made by the types' services, kept, and dropped on every write to them.
    publicReplies.produceWith(publicReplyOf(strapi));
    // The pages are drawn from them, the open tour times and whether a reset link can be emailed.
    pageSources.provide({
      replies: readPublicReplies,
      tourSlots: () => getService(strapi, 'api::tour.tour').slots({}),
      resetStatus: () => getService(strapi, 'api::password-reset.password-reset').status(),
    });
    await startCacheInvalidation(strapi);
    // The open tour times follow every booking, cancellation and settings change (issue 33).
    startSlotsInvalidation(strapi);
    // On PostgreSQL the throttle counters' table is made now: a start that cannot make it fails.
    await throttles(strapi);
    // A site moving its uploads to the object store takes the ones on this disk along.
    await copyLocalUploadsToStore(strapi);
    await ensureOwnerRole(strapi);
    await seedFirstAdmin(strapi);
    // A database from before the owner tier (issue 41) gets its owner: the earliest approved admin.
    await ensureAnOwner(strapi);
    await consoleAccounts?.catchUp();
    await seedContent(strapi);
    await applyConsoleLayout(strapi);
    // Backups that run themselves (BACKUP_SCHEDULE, nightly at 03:00 by default).
    getService(strapi, 'api::backup.backup').schedule();
    // Deleted records past TRASH_DAYS go for good, closed inquiries past INQUIRY_RETENTION_DAYS
    // too (checked every minute); activity entries past ACTIVITY_RETENTION_DAYS nightly.
    await softDeletes(strapi).purge();
    const inquiries = getService(strapi, 'api::inquiry.inquiry');
    // Requests kept on this disk while the database was out of reach are stored now (decision 0030).
    await inquiries.ensureSubmissionIndex();
    await inquiries.startOutbox();
    await inquiries.purgeClosed();
    startPurging(strapi, [() => inquiries.purgeClosed()]);
    await getService(strapi, 'api::activity.activity').schedulePruning();
    // A day and two hours before each booked tour, the family and the owner are reminded (issue 45).
    startReminders(strapi);
    // What the stack answered from the cache (public reads, pages) answered before it next time, with the headers it gave.
    earlyPath.install(strapi, strapi.server.httpServer, strapi.config.get('server.proxy.koa', false));
    // GET /metrics when METRICS_TOKEN is set: requests (after the early path, which it counts too), the outbox, the pool.
    startMetrics(strapi.server.httpServer, { outbox: () => inquiries.outboxState(), pool: () => databasePool(strapi) });
    // SIGTERM: no new connections, the requests in flight finish (up to 10 s), then the pools close.
    drainOnSignal(strapi);
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    getService(strapi, 'api::inquiry.inquiry').stopOutbox();
    await stopCacheInvalidation();
    await closePasswordPool();
    stopPurging();
    stopReminders();
  },
};
