import type { Core } from '@strapi/strapi';
import { MAX_IMAGE_BYTES } from '@afh/contract/rules';

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const publicUrl = env('PUBLIC_URL', '');

  return [
    // strapi::logger minus its cost when request lines are not logged (src/middlewares/request-log.ts).
    'global::request-log',
    // Cookies go out without a `.sig` companion unless their reader checks it (src/middlewares/unsigned-cookies.ts).
    'global::unsigned-cookies',
    // Content-Security-Policy on every answer, HSTS over HTTPS only (outside strapi::errors, so
    // error answers get them too).
    {
      name: 'global::security-headers',
      config: {
        publicUrl,
        // An outside form service the contact form posts to (build-time VITE_CONTACT_FORM_ACTION).
        formActions: [env('VITE_CONTACT_FORM_ACTION', ''), ...env.array('CSP_FORM_ACTION', [])],
        // The console's media library links stored files at S3_PUBLIC_URL when it is set.
        imageOrigins: env('UPLOAD_PROVIDER', 'local') === 's3' ? [env('S3_PUBLIC_URL', '')] : [],
      },
    },
    // Gzip/Brotli for JSON and HTML; the cached public reads come pre-compressed and skip it.
    'strapi::compression',
    'strapi::errors',
    // The database out of reach: 503 with Retry-After, not a 500 (decision 0030).
    'global::unavailable',
    // Client mistakes thrown by libraries (koa-static's 403 for "..%2f") answered without a log.
    'global::client-errors',
    // Legacy API error shape ({success: false, message}) and 404s under /backend/api.
    'global::legacy-api',
    {
      name: 'strapi::security',
      config: {
        // The policy is set by global::security-headers (one policy for the site and the console).
        contentSecurityPolicy: false,
        hsts: false,
        frameguard: { action: 'deny' },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      },
    },
    // Credentialed CORS for the site's own origins only (config/origins.ts); no CORS headers at all
    // for other origins or for requests without Origin (src/security/cors.ts takes its place).
    'strapi::cors',
    // A state-changing call carrying cookies must come from the site's own origin (403 otherwise).
    // The sign-in routes carry the same check on the route itself, cookie or not (decision 0015).
    'global::same-origin',
    // No strapi::poweredBy: the server does not announce what it runs.
    'strapi::query',
    // strapi::body, wrapped with each call's byte budget, decided before the body is read: small for
    // calls anyone may make, the full limits below only for signed-in admins (src/security/body-budget.ts).
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
          maxFileSize: MAX_IMAGE_BYTES + 1024 * 1024,
          maxTotalFileSize: MAX_IMAGE_BYTES + 1024 * 1024,
          maxFiles: 4,
        },
      },
    },
    'strapi::session',
    'strapi::favicon',
    // The built React site, with its client-side routes, before strapi::public (which would send
    // "/" to the console). The serving module's entry, with the rest of it in src/site.
    { resolve: './src/site/middleware' },
    // Uploads from their store, and resized WebP copies (/uploads/<file>?w=480), after the site maps
    // legacy image paths (src/middlewares/uploads.ts).
    'global::uploads',
    'strapi::public',
  ];
};
