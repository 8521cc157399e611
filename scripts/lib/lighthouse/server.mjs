import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bin, CMS } from '../paths.mjs';
import { throwAwaySecrets } from '../secrets.mjs';

/** A free TCP port on 127.0.0.1, from the system. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const waitFor = async (url, child, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped while starting (exit ${child.exitCode}).`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s.`);
};

/**
 * The production server (built site, API and console in one process) on a throw-away SQLite
 * database and upload folder with the seeded content, like scripts/e2e-server.mjs. Resolves once
 * the public reads answer; stop() ends it and removes its files.
 */
export const startProductionServer = async ({ port, quiet = true } = {}) => {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'afh-lighthouse-'));
  const child = spawn(bin('strapi'), ['start'], {
    cwd: CMS,
    stdio: quiet ? 'ignore' : 'inherit',
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
      CORS_ORIGINS: `http://127.0.0.1:${port}`,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        rmSync(workDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  try {
    await waitFor(`${url}/backend/api/services/public_read.php`, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
};
