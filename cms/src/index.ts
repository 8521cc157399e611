import type { Core } from '@strapi/strapi';
import { seedContent, seedFirstAdmin } from './seed';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await seedFirstAdmin(strapi);
    await seedContent(strapi);
  },
};
