import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, CMS } from './paths.mjs';
import { throwAwaySecrets } from './secrets.mjs';

/**
 * The production server (`strapi start` from the built cms/dist) on a throw-away SQLite database
 * and upload folder, seeded on first start, removed again by stop(). `env` adds or overrides
 * variables (e.g. DATABASE_CLIENT=postgres with DATABASE_URL, or BENCH_UNCACHED_ROUTES).
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startServer({ port, env = {}, adminEmail = 'admin@bench.test', adminPassword = 'Bench-Admin-Pass1', quiet = true } = {}) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'afh-server-'));
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(bin('strapi'), ['start'], {
    cwd: CMS,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    env: {
      ...process.env,
      ...throwAwaySecrets(),
      NODE_ENV: 'production',
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_STARTUP_BANNER: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(workDir, 'data.db'),
      PUBLIC_DIR: path.join(workDir, 'public'),
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      CORS_ORIGINS: url,
      ...env,
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(workDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`The server on port ${port} exited with code ${server.exitCode} while starting.`);
    }
    try {
      const reply = await fetch(`${url}/backend/api/settings/read.php`);
      if (reply.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server on port ${port} did not answer within 2 minutes.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, pid: server.pid, stop };
}
