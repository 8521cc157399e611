import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => [
  // strapi::logger minus its cost when request lines are not logged (src/middlewares/request-log.ts).
  'global::request-log',
  // Gzip/Brotli for JSON and HTML; the cached public reads come pre-compressed and skip it.
  'strapi::compression',
  'strapi::errors',
  // Legacy API error shape ({success: false, message}) and 404s under /backend/api.
  'global::legacy-api',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      // Strapi's default reflects any Origin with credentials; only the site's own origins may make
      // credentialed cross-origin calls.
      origin: env.array('CORS_ORIGINS', ['http://localhost:1337', 'http://localhost:5173']),
      credentials: true,
    },
  },
  'strapi::poweredBy',
  // Cached public reads are answered here, after the security headers and CORS (decision 0006).
  'global::public-cache',
  'strapi::query',
  {
    name: 'strapi::body',
    config: {
      // faqs/delete.php takes a JSON body.
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
      jsonLimit: '1mb',
      formLimit: '256kb',
      textLimit: '256kb',
      formidable: {
        // A little above the 5 MB image rule, so that upload_image.php can answer a slightly
        // larger file with its own 413 message; anything bigger is cut off while streaming.
        maxFileSize: 6 * 1024 * 1024,
      },
    },
  },
  'strapi::session',
  'strapi::favicon',
  // The built React site, with its client-side routes, before strapi::public (which would send
  // "/" to the console).
  'global::site',
  'strapi::public',
];
