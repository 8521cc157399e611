import type { Core } from '@strapi/strapi';
import { registerSessionGuard } from './api/session/session-guard';
import { startCacheInvalidation, stopCacheInvalidation } from './lib/cache-invalidation';
import { closePasswordPool } from './lib/password-pool';
import { seedContent, seedFirstAdmin } from './seed';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerSessionGuard(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await startCacheInvalidation(strapi);
    await seedFirstAdmin(strapi);
    await seedContent(strapi);
  },

  async destroy() {
    await stopCacheInvalidation();
    await closePasswordPool();
  },
};
