import type { Core } from '@strapi/strapi';
import { MAX_IMAGE_BYTES } from '@afh/contract/rules';
import { IMAGE_MIMES } from '../src/content/image-files';
import { STORE_CLIENT_LIMITS } from '../src/runtime/store-unavailable';

type Env = Core.Config.Shared.ConfigParams['env'];

// Mail is not configured here: every sender, the email plugin's included, goes through
// src/api/email-setting/mail.ts, which reads SMTP_* or the Email card's settings at send time.

/**
 * Where uploads are stored: the local disk (public/uploads) by default; UPLOAD_PROVIDER=s3 puts them
 * in an S3-compatible object store through Strapi's own aws-s3 provider, so that every instance
 * reads what any instance stored. The site still serves every image at /uploads/<file> (from the
 * store, src/middlewares/uploads.ts), so the bucket may stay private and the image URLs in records
 * never change. S3_PUBLIC_URL, when set, is the address the console's media library links files at
 * (a CDN or the bucket's public address); without it the console uses /uploads/<file> as well.
 */
const uploadProvider = (env: Env) => {
  const provider = env('UPLOAD_PROVIDER', 'local');
  if (provider === 'local') return {};
  if (provider !== 's3') throw new Error(`UPLOAD_PROVIDER must be "local" or "s3", not "${provider}".`);
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env(name));
  if (missing.length) throw new Error(`UPLOAD_PROVIDER=s3 needs ${missing.join(', ')}.`);
  const endpoint = env('S3_ENDPOINT', '');
  return {
    provider: 'aws-s3',
    providerOptions: {
      // The provider joins the base and the key; "/" gives /uploads/<hash><ext>, as on the disk.
      baseUrl: env('S3_PUBLIC_URL', '') || '/',
      rootPath: 'uploads',
      s3Options: {
        ...(endpoint ? { endpoint } : {}),
        region: env('S3_REGION', 'us-east-1'),
        forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', false),
        credentials: { accessKeyId: env('S3_ACCESS_KEY_ID'), secretAccessKey: env('S3_SECRET_ACCESS_KEY') },
        // No ACL is sent: buckets made since 2023 refuse ACLs, and the site reads through the API.
        params: { Bucket: env('S3_BUCKET'), ACL: undefined },
        // Checksums only where S3 requires them: S3-compatible stores that predate the SDK's
        // default CRC32 trailers would otherwise store or refuse chunk-encoded bodies.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // Bounded waits and one retry: a store that is down answers 503 within seconds, never a hang.
        ...STORE_CLIENT_LIMITS,
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
      ...uploadProvider(env),
      // Our upload endpoint checks type and size (5 MB) before handing the file to the plugin;
      // this ceiling also covers files added through the console's media library.
      sizeLimit: MAX_IMAGE_BYTES,
      // The console's media library takes pictures only (JPEG, PNG, GIF, WebP), as the site does.
      // The plugin checks this list against the sniffed type, but falls back on the extension or
      // the declared type when the bytes are not a known binary format (HTML, scripts): the routes
      // and the upload service check the bytes themselves (src/extensions/upload/image-guard.ts).
      security: { allowedTypes: IMAGE_MIMES },
    },
  },
});
