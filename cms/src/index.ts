import type { Core } from '@strapi/strapi';
import { registerSessionGuard } from './api/session/session-guard';
import { startCacheInvalidation, stopCacheInvalidation } from './lib/cache-invalidation';
import { registerConsoleAccountFollower } from './lib/console-account';
import { registerContentRules } from './lib/content-rules';
import { turnEmailOffWithoutSmtp } from './lib/email-off';
import { guardConsoleRoutes } from './lib/console-routes';
import { closePasswordPool } from './lib/password-pool';
import { useSiteCors } from './lib/site-cors';
import { seedContent, seedFirstAdmin } from './seed';

let consoleAccounts: ReturnType<typeof registerConsoleAccountFollower> | undefined;

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    useSiteCors(strapi);
    registerSessionGuard(strapi);
    registerContentRules(strapi);
    consoleAccounts = registerConsoleAccountFollower(strapi);
    guardConsoleRoutes(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    turnEmailOffWithoutSmtp(strapi);
    await startCacheInvalidation(strapi);
    await seedFirstAdmin(strapi);
    await consoleAccounts?.catchUp();
    await seedContent(strapi);
  },

  async destroy() {
    await stopCacheInvalidation();
    await closePasswordPool();
  },
};
