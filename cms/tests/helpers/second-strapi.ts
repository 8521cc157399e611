import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const APP_DIR = path.resolve(__dirname, '../..');

// Runs in the child: loads the app compiled by the global setup and prints its port.
const CHILD = `
const { createStrapi } = require('@strapi/strapi');
(async () => {
  const strapi = await createStrapi({ appDir: ${JSON.stringify(APP_DIR)}, distDir: ${JSON.stringify(path.join(APP_DIR, 'dist'))}, serveAdminPanel: false }).load();
  strapi.log.level = 'error';
  await strapi.listen();
  process.stdout.write('PORT=' + strapi.server.httpServer.address().port + '\\n');
  process.on('SIGTERM', () => strapi.destroy().then(() => process.exit(0)));
})().catch((error) => { console.error(error); process.exit(1); });
`;

const secret = () => Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64');

/**
 * A second real Strapi in its own process, with its own environment (e.g. SITE_INDEXING=off) and
 * throw-away database, for behaviour the shared test server's configuration cannot show.
 */
export const startSecondStrapi = async (env: Record<string, string>) => {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'afh-api-second-'));
  const site = path.join(workDir, 'site');
  mkdirSync(site);
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><html lang="en"><head><title>Static title</title></head><body><div id="root">site shell</div></body></html>');
  const child: ChildProcess = spawn(process.execPath, ['-e', CHILD], {
    cwd: APP_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      STRAPI_TELEMETRY_DISABLED: 'true',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(workDir, 'data.db'),
      PUBLIC_DIR: path.join(workDir, 'public'),
      WEB_DIST_DIR: site,
      ADMIN_EMAIL: 'second.admin@afh.test',
      ADMIN_PASSWORD: 'Second-Admin-Pass1',
      APP_KEYS: [secret(), secret()].join(','),
      ADMIN_JWT_SECRET: secret(),
      API_TOKEN_SALT: secret(),
      TRANSFER_TOKEN_SALT: secret(),
      JWT_SECRET: secret(),
      ENCRYPTION_KEY: secret(),
      ...env,
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /PORT=(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`The second Strapi stopped (exit ${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(workDir, { recursive: true, force: true });
    },
  };
};
