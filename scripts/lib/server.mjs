import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CMS, ROOT } from './paths.mjs';
import { freePort } from './postgres.mjs';
import { throwAwaySecrets } from './secrets.mjs';

export const ADMIN = { email: 'admin@scripts.test', password: 'Scripts-Admin-Pass1' };

/** Limits high enough for a benchmark, load or crash test from one address (README, Security). */
const GENEROUS_LIMITS = {
  RATE_LIMIT_REGISTER_IP: '1000000',
  RATE_LIMIT_CONTACT_IP: '1000000',
  RATE_LIMIT_TOUR_READS_IP: '1000000',
  TOUR_BOOKINGS_PER_DAY: '1000000',
  TOUR_BOOKINGS_PER_FAMILY: '1000000',
  RATE_LIMIT_LOGIN_ACCOUNT: '1000000',
  RATE_LIMIT_LOGIN_IP: '1000000',
  RATE_LIMIT_REFUSED_BODY_IP: '1000000',
  RATE_LIMIT_WINDOW_SECONDS: '1',
};

/**
 * The production server (scripts/serve.mjs: `strapi start` on the built cms) as a child process, seeded on first
 * start. `env` adds or overrides variables (DATABASE_FILENAME, PUBLIC_DIR, BACKUP_DIR,
 * DATABASE_CLIENT=postgres with DATABASE_URL, BENCH_UNCACHED_ROUTES, ...); without a database of
 * its own it gets a throw-away SQLite file and upload folder, removed by stop(). The same `secrets`
 * may be passed again to restart it on the same database. Resolves once the API answers.
 * `port` (or RELIABILITY_PORT) picks the port; otherwise a free one. `supervised` starts it the way
 * `npm start` does, as the worker of a primary (its `pid` is then the primary's).
 */
export const startServer = async ({ env = {}, secrets = throwAwaySecrets(), port, quiet = true, supervised = false } = {}) => {
  port ??= process.env.RELIABILITY_PORT ? Number(process.env.RELIABILITY_PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const ownsData = !env.DATABASE_FILENAME && !env.DATABASE_URL;
  const workDir = ownsData ? mkdtempSync(path.join(os.tmpdir(), 'afh-server-')) : null;
  // supervised: `npm start` itself, which runs the server as the worker of a primary that starts it
  // again (scripts/start.mjs); `pid` is then npm's, as a container or service manager would see it.
  const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath, 'start', '--silent']] : ['npm', ['start', '--silent']];
  const [command, args, cwd] = supervised ? [...npm, ROOT] : [process.execPath, [path.join(ROOT, 'scripts', 'serve.mjs')], CMS];
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'],
    env: {
      ...process.env,
      ...GENEROUS_LIMITS,
      ...secrets,
      NODE_ENV: 'production',
      STRAPI_TELEMETRY_DISABLED: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CORS_ORIGINS: url,
      ...(workDir && {
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: path.join(workDir, 'data.db'),
        PUBLIC_DIR: path.join(workDir, 'public'),
      }),
      ...env,
    },
  });
  let log = '';
  child.stderr.on('data', (chunk) => {
    log = (log + chunk).slice(-20_000);
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const cleanUp = () => workDir && rmSync(workDir, { recursive: true, force: true });

  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      cleanUp();
      throw new Error(`The server exited while starting:\n${log}`);
    }
    try {
      const reply = await fetch(`${url}/backend/api/faqs/read.php`, { signal: AbortSignal.timeout(5000) });
      if (reply.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      cleanUp();
      throw new Error(`The server did not answer within 3 minutes:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    port,
    pid: child.pid,
    secrets,
    log: () => log,
    /** Stops the server with `signal` (SIGTERM: a clean stop; SIGKILL: a crash) and waits for it. */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      cleanUp();
      return exited;
    },
  };
};

/** The session cookie of a sign-in, as a Cookie header value. */
export const signIn = async (url, { email, password } = ADMIN) => {
  const reply = await fetch(`${url}/backend/api/users/login.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (reply.status !== 200) throw new Error(`Sign-in failed with ${reply.status}: ${await reply.text()}`);
  const cookie = reply.headers.getSetCookie().find((line) => line.startsWith('afh_session='));
  if (!cookie) throw new Error('Sign-in set no session cookie');
  return cookie.split(';')[0];
};
