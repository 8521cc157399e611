import type { Core } from '@strapi/strapi';
import { MAX_IMAGE_BYTES } from '../src/contract/rules';

/**
 * Strapi's email plugin sends through SMTP only when SMTP_HOST is set; without it nothing is sent
 * (the plugin's own default, sendmail, is never used: see src/api/inquiry/services/notify.ts).
 */
const email = (env: Core.Config.Shared.ConfigParams['env']) => {
  if (!env('SMTP_HOST')) return {};
  const user = env('SMTP_USER', '');
  const secure = env.bool('SMTP_SECURE', false);
  return {
    email: {
      config: {
        provider: 'nodemailer',
        providerOptions: {
          host: env('SMTP_HOST'),
          port: env.int('SMTP_PORT', secure ? 465 : 587),
          secure,
          ...(user ? { auth: { user, pass: env('SMTP_PASS', '') } } : {}),
          // A mail server that hangs must not keep connections open for minutes.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        },
        settings: { defaultFrom: env('EMAIL_FROM', user || 'no-reply@localhost') },
      },
    },
  };
};

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
      sizeLimit: MAX_IMAGE_BYTES,
      // The console's media library too refuses what a browser would run as a page or script.
      security: {
        deniedTypes: ['image/svg+xml', 'text/html', 'application/xhtml+xml', 'text/xml', 'application/xml', 'text/javascript', 'application/javascript', 'application/x-httpd-php'],
      },
    },
  },
  ...email(env),
});
