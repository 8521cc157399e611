import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS } from './lib/paths.mjs';

// The built cms, started as `strapi start` starts it (createStrapi on cms/dist, from the cms folder
// so that cms/.env is read) but without Strapi's command line. That loads all of its commands, and
// its `console` command loads node:repl, which loads node:domain: from then on every EventEmitter
// the server makes (each socket, request and response) goes through domain's hooks, a cost each
// request paid and the bare twin of `npm run bench` did not (issue 31). npm start, the bench, the
// scripts and the browser tests all start the server through here.
// Everything the server writes (the SQLite database, uploads, backups, the outbox) is its own only:
// owner-only modes (issue 41). It reads its files itself; nothing else needs to.
process.umask(0o077);
process.chdir(CMS);
const { createStrapi } = createRequire(path.join(CMS, 'package.json'))('@strapi/strapi');
createStrapi({ appDir: CMS, distDir: path.join(CMS, 'dist') })
  .start()
  .catch((error) => {
    // Strapi logs and exits on a failed start itself; this is for anything it lets through.
    console.error(error);
    process.exit(1);
  });
