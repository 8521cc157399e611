import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  // Uploaded images live in <public>/uploads. PUBLIC_DIR moves them (tests use a throw-away folder);
  // the upload plugin refuses to start when the folder is missing, so it is created here.
  const publicDir = path.resolve(__dirname, '..', '..', env('PUBLIC_DIR', 'public'));
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });

  return {
    host: env('HOST', '0.0.0.0'),
    port: env.int('PORT', 1337),
    // Set PUBLIC_URL when the site runs behind a proxy (https://home.example.org) so that links and
    // secure cookies use the public address.
    url: env('PUBLIC_URL', ''),
    // TRUST_PROXY: the client address and scheme come from the proxy's X-Forwarded-For and
    // X-Forwarded-Proto (throttling, secure cookies, HSTS). The address is the one the last
    // TRUST_PROXY_HOPS proxies saw, so a client cannot forge it by sending the header itself.
    proxy: { koa: env.bool('TRUST_PROXY', false), maxIpsCount: env.int('TRUST_PROXY_HOPS', 1) },
    app: {
      keys: env.array('APP_KEYS'),
    },
    dirs: { public: publicDir },
    logger: {
      updates: { enabled: false },
      startup: { enabled: env.bool('STRAPI_STARTUP_BANNER', true) },
    },
  };
};
