import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// A throw-away PostgreSQL server for tests and benchmarks: a fresh cluster in a temp folder, on a
// free loopback port, trusted local logins, removed again by stop(). It uses Debian's packaged
// server (apt-get install postgresql); as root it runs the server as the `postgres` user, since
// PostgreSQL refuses to run as root.

export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')));
    versions.sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return path.join(base, versions[0], 'bin');
  }
  try {
    return path.dirname(execFileSync('which', ['initdb'], { encoding: 'utf8' }).trim());
  } catch {
    return null;
  }
}

export const postgresAvailable = () => postgresBinDir() !== null;

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function asServerUser(command, args) {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a fresh cluster and creates `database` in it.
 * @returns {Promise<{ url: string, port: number, database: string, pause: () => Promise<void>, resume: () => Promise<void>, stop: () => Promise<void> }>}
 */
export async function startPostgres({ database = 'afh' } = {}) {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'afh-pg-'));
  const dataDir = path.join(dir, 'data');
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);

  const run = (tool, args) => {
    const [cmd, argv] = asServerUser(path.join(binDir, tool), args);
    execFileSync(cmd, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);

  const port = await freePort();
  let server;
  let exited;
  let log = '';
  /** Starts the server on the cluster and port, and resolves once it takes connections. */
  const launch = async () => {
    const [cmd, argv] = asServerUser(path.join(binDir, 'postgres'), [
      '-D', dataDir, '-p', String(port), '-h', '127.0.0.1', '-k', dir,
      '-c', 'fsync=on', '-c', 'max_connections=200',
    ]);
    server = spawn(cmd, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
    server.stderr.on('data', (chunk) => { log += chunk; });
    exited = new Promise((resolve) => server.once('exit', resolve));

    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        run('pg_isready', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres']);
        return;
      } catch {
        if (server.exitCode !== null || Date.now() > deadline) {
          server.kill('SIGKILL');
          throw new Error(`PostgreSQL did not start:\n${log}`);
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  };
  /** Stops the server the way an operator does (pg_ctl stop -m fast), keeping the cluster. */
  const halt = async () => {
    if (server.exitCode !== null) return;
    // runuser does not pass signals on, so ask pg_ctl for a fast shutdown.
    try {
      run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
    } catch {
      server.kill('SIGKILL');
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  };
  await launch().catch((error) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    database,
    /** An outage: the server stops (fast shutdown, connections terminated); `resume` starts it again. */
    pause: halt,
    resume: launch,
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
