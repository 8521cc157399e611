import { fork, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './accounts';
import { throwAwaySecrets } from './secrets';

export type Route = { path: string; methods: string[] };

export type Instance = {
  baseUrl: string;
  routes: Route[];
  /** Everything the server has written to stdout and stderr so far (its log). */
  output: () => string;
  publicDir: string;
  stop: () => Promise<void>;
};

/**
 * A separate Strapi, in a child process, on its own throw-away database and upload folder, with
 * environment overrides (low rate limits, short sessions, a log level, SITE_INDEXING=off): for
 * behaviour the shared test server's configuration cannot show. It runs the compiled
 * cms/dist of this test run, so it is the same code as the shared instance.
 */
export const startInstance = async (env: Record<string, string> = {}): Promise<Instance> => {
  const template = process.env.TEST_INSTANCE_TEMPLATE;
  if (!template || !fromTemplate(env)) return boot(env);
  if (!existsSync(template)) {
    const first = await boot({});
    // Kept only when the server closed its database cleanly: then the file holds everything (no
    // write-ahead log beside it). The seed's pictures are kept with it.
    await first.stop({
      keep: (workDir) => {
        if (existsSync(path.join(workDir, 'data.db-wal'))) return;
        mkdirSync(`${template}.part`);
        for (const part of ['data.db', 'public']) cpSync(path.join(workDir, part), path.join(`${template}.part`, part), { recursive: true });
        renameSync(`${template}.part`, template);
      },
    });
    if (!existsSync(template)) return boot(env);
  }
  const copy = mkdtempSync(path.join(os.tmpdir(), 'afh-sec-copy-'));
  cpSync(template, copy, { recursive: true });
  const instance = await boot({ DATABASE_FILENAME: path.join(copy, 'data.db'), PUBLIC_DIR: path.join(copy, 'public'), ...env });
  return { ...instance, stop: async () => (await instance.stop(), rmSync(copy, { recursive: true, force: true })) };
};

/**
 * Whether an instance may start from a copy of a freshly started one's database and uploads (its
 * tables made, its seed content, pictures and admin stored), which halves its start: when its
 * environment chooses no database or upload store of its own and nothing its first start writes
 * (the admin, the seed's email, a preload).
 */
const fromTemplate = (env: Record<string, string>) =>
  !Object.keys(env).some((name) => /^(DATABASE_|PUBLIC_DIR$|UPLOAD_|S3_|ADMIN_|NODE_OPTIONS$|SMTP_|EMAIL_)/.test(name));

/** An instance whose stop can first keep what it wrote (`keep` is given its folder). */
type Booted = Omit<Instance, 'stop'> & { stop: (options?: { keep?: (workDir: string) => void }) => Promise<void> };

const boot = async (env: Record<string, string>): Promise<Booted> => {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'afh-sec-test-'));
  const siteDir = path.join(workDir, 'site');
  mkdirSync(path.join(siteDir, 'assets'), { recursive: true });
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><html lang="en"><head><title>Static title</title></head><body><div id="root">site shell</div></body></html>');
  const publicDir = env.PUBLIC_DIR ?? path.join(workDir, 'public');

  let output = '';
  const child: ChildProcess = fork(path.join(__dirname, 'instance-child.cjs'), [], {
    cwd: path.resolve(__dirname, '..', '..'),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      // On Node 24, the preload that loads the Node 24 build of better-sqlite3 (scripts/lib/node24.mjs).
      NODE_OPTIONS: process.env.NODE_OPTIONS,
      BETTER_SQLITE3_BINDING: process.env.BETTER_SQLITE3_BINDING,
      NODE_ENV: 'test',
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_STARTUP_BANNER: 'false',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(workDir, 'data.db'),
      PUBLIC_DIR: publicDir,
      BACKUP_DIR: path.join(workDir, 'backups'),
      BACKUP_SCHEDULE: 'off',
      WEB_DIST_DIR: siteDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ...throwAwaySecrets(),
      // Loopback test mail servers, with STARTTLS on global-setup's throw-away certificate.
      ALLOW_PRIVATE_HOSTS: 'true',
      ...(process.env.MAIL_TLS_CA_FILE ? { MAIL_TLS_CA_FILE: process.env.MAIL_TLS_CA_FILE } : {}),
      ...env,
    },
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));

  const ready = await new Promise<{ port: number; routes: Route[] }>((resolve, reject) => {
    child.on('message', (message: any) => message?.type === 'ready' && resolve(message));
    child.on('exit', (code) => reject(new Error(`the extra Strapi exited with ${code}:\n${output.slice(-4000)}`)));
  });

  return {
    baseUrl: `http://127.0.0.1:${ready.port}`,
    routes: ready.routes,
    output: () => output,
    publicDir,
    stop: async ({ keep } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.send({ type: 'stop' });
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      keep?.(workDir);
      rmSync(workDir, { recursive: true, force: true });
    },
  };
};
