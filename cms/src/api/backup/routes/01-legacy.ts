import type { Core } from '@strapi/strapi';
import { adminOnly, ownerOnly } from '../../../security/route-policies';

const admin = { auth: false as const, middlewares: [adminOnly] };

/** The dashboard's backups (issue 17): the list and schedule and one now for admins; an archive's download for the home's owner only (issue 41). */
const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/backups/read.php', handler: 'api::backup.backup.read', config: admin },
    { method: 'POST', path: '/backups/create.php', handler: 'api::backup.backup.create', config: admin },
    { method: 'GET', path: '/backups/download.php', handler: 'api::backup.backup.download', config: { auth: false, middlewares: [ownerOnly()] } },
  ],
};

export default config;
