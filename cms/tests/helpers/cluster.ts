import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * Production instances of the compiled server (cms/dist of this test run), each in a process of
 * its own, for the tests that run several servers on one database and one object store.
 */

const CMS = path.resolve(__dirname, '..', '..');
// The same boot as tests/global-setup.ts, in a process of its own, printing the port it got.
const BOOT = `
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');
createStrapi({ appDir: process.cwd(), distDir: path.join(process.cwd(), 'dist'), serveAdminPanel: false })
  .load()
  .then(async (strapi) => {
    strapi.log.level = 'warn';
    await strapi.listen();
    process.stdout.write('LISTENING ' + strapi.server.httpServer.address().port + '\\n');
    // SIGTERM is the server's own: it drains the requests in flight, closes and exits (src/runtime/lifecycle.ts).
  })
  .catch((error) => { console.error(error); process.exit(1); });
`;

/** `log()`: the last 200 KB the instance printed (Strapi logs to stdout), for a failing test to show. */
export type Instance = { url: string; process: ChildProcess; log: () => string };

export const startInstance = (env: Record<string, string>): Promise<Instance> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', BOOT], { cwd: CMS, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`an instance did not start:\n${output}`)), 120_000);
    let listening = false;
    child.stdout.on('data', (chunk) => {
      output = (output + String(chunk)).slice(-200_000);
      const port = listening ? undefined : /LISTENING (\d+)/.exec(output)?.[1];
      if (port) {
        listening = true;
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${port}`, process: child, log: () => output });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`an instance exited with code ${code} while starting:\n${output}`));
    });
  });

/** Stops an instance: SIGTERM and a clean shutdown, or SIGKILL (a crash) when told. */
export const stopInstance = async (instance: Instance | undefined, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
  if (!instance || instance.process.exitCode !== null || instance.process.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill(signal);
  // The drain takes up to 10 s, then the pools close.
  const timer = setTimeout(() => instance.process.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
};
