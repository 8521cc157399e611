import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Core } from '@strapi/strapi';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';

// Strapi's ES module build cannot be loaded by Node's ESM resolver; its CommonJS build can.
const { compileStrapi, createStrapi } = createRequire(import.meta.url)('@strapi/strapi') as typeof import('@strapi/strapi');

const secret = () => Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64');

/** A fake built site, so the serving rules (fallback, cache headers) are tested without a web build. */
const writeFakeSite = (dir: string) => {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root">site shell</div></body></html>');
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
};

let strapi: Core.Strapi | undefined;
let workDir = '';

export async function setup(project: TestProject) {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'afh-api-test-'));
  const siteDir = path.join(workDir, 'site');
  writeFakeSite(siteDir);

  Object.assign(process.env, {
    NODE_ENV: 'test',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_STARTUP_BANNER: 'false',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(workDir, 'data.db'),
    PUBLIC_DIR: path.join(workDir, 'public'),
    WEB_DIST_DIR: siteDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    APP_KEYS: [secret(), secret()].join(','),
    ADMIN_JWT_SECRET: secret(),
    API_TOKEN_SALT: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    // The API tests register people and send contact messages by the dozen from one address; the
    // security tests check the real limits on instances of their own (tests/helpers/instance.ts).
    RATE_LIMIT_LOGIN_ACCOUNT: '1000',
    RATE_LIMIT_LOGIN_IP: '10000',
    RATE_LIMIT_REGISTER_IP: '10000',
    RATE_LIMIT_CONTACT_IP: '10000',
  });

  const appContext = await compileStrapi({ appDir: path.resolve(__dirname, '..') });
  strapi = await createStrapi({ ...appContext, serveAdminPanel: false }).load();
  strapi.log.level = 'warn';
  await strapi.listen();

  const address = strapi.server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('Strapi is not listening on a TCP port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
}

export async function teardown() {
  await strapi?.destroy();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}
