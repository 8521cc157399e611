import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      // The product signs people in with its own cookie session (src/api/session); the plugin's
      // stock JSON routes are removed in src/extensions/users-permissions/strapi-server.ts.
      register: { allowedFields: [] },
    },
  },
  upload: {
    config: {
      // Our upload endpoint checks type and size (5 MB) before handing the file to the plugin;
      // this ceiling also covers files added through the console's media library.
      sizeLimit: 5 * 1024 * 1024,
      // The console's media library too refuses what a browser would run as a page or script.
      security: {
        deniedTypes: ['image/svg+xml', 'text/html', 'application/xhtml+xml', 'text/xml', 'application/xml', 'text/javascript', 'application/javascript', 'application/x-httpd-php'],
      },
    },
  },
});
