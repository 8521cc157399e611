import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from './lib/build.mjs';
import { bin, CMS } from './lib/paths.mjs';
import { throwAwaySecrets } from './lib/secrets.mjs';

// The real production server for the browser tests: built site, console and API on port 4173,
// on a throw-away database and upload folder that are removed when it stops.
build();

const workDir = mkdtempSync(path.join(os.tmpdir(), 'afh-e2e-'));
const server = spawn(bin('strapi'), ['start'], {
  cwd: CMS,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...throwAwaySecrets(),
    NODE_ENV: 'production',
    STRAPI_TELEMETRY_DISABLED: 'true',
    HOST: '127.0.0.1',
    PORT: process.env.E2E_PORT ?? '4173',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(workDir, 'data.db'),
    PUBLIC_DIR: path.join(workDir, 'public'),
    BACKUP_DIR: path.join(workDir, 'backups'),
    ADMIN_EMAIL: 'admin@e2e.test',
    ADMIN_PASSWORD: 'E2e-Admin-Pass1',
    CORS_ORIGINS: `http://127.0.0.1:${process.env.E2E_PORT ?? '4173'}`,
    // The browser tests sign in, fail to sign in, register and write to us far more often from one
    // address than a person would; the throttles themselves are tested in cms/tests.
    RATE_LIMIT_LOGIN_ACCOUNT: '1000',
    RATE_LIMIT_LOGIN_IP: '10000',
    RATE_LIMIT_REGISTER_IP: '10000',
    RATE_LIMIT_CONTACT_IP: '10000',
  },
});

const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop).on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(workDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
