import type { Core } from '@strapi/strapi';

// The Strapi console lives at /cms: the product's own admin screens own /admin.
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  url: '/cms',
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  auth: {
    secret: env('ADMIN_JWT_SECRET'),
    // With the console at /cms, Strapi's default cookie path (/admin) hides the access cookie
    // from the console's pages, and the refresh call still goes to /admin/access-token:
    // one path that covers both keeps console sign-in working (strapi/strapi#27442).
    cookie: { path: '/' },
  },
  apiToken: {
    salt: env('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY'),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});
