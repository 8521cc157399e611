import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A throw-away S3-compatible object store for tests: s3rver on a free loopback port, one bucket,
// its files in a temp folder removed again by stop(). Production uses any S3 (AWS, MinIO, R2...).
// pause() and resume() take it down and bring it back on the same port with the same files, for
// the tests of a store outage (cms/tests/store-outage.test.ts).

const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

/**
 * @typedef {{
 *   endpoint: string, bucket: string, port: number, directory: string, env: Record<string, string>,
 *   pause: () => Promise<void>, resume: () => Promise<void>, stop: () => Promise<void>
 * }} ObjectStore
 */

/**
 * @param {{ bucket?: string }} [options]
 * @returns {Promise<ObjectStore>}
 */
export async function startObjectStore({ bucket = 'afh-uploads' } = {}) {
  const { default: S3rver } = await import('s3rver');
  const directory = mkdtempSync(path.join(os.tmpdir(), 'afh-s3-'));
  /** @param {number} port */
  const listen = async (port) => {
    const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
    const address = await server.run();
    return { server, port: address.port };
  };
  /** @type {{ server: any, port: number } | undefined} */
  let running = await listen(0);
  const port = running.port;
  const endpoint = `http://127.0.0.1:${port}`;

  /** Closes the server and the connections clients keep alive: nothing answers on the port any more. */
  const close = async () => {
    if (!running) return;
    const { server } = running;
    running = undefined;
    const closed = server.close();
    server.httpServer.closeAllConnections();
    await closed;
  };

  return {
    endpoint,
    bucket,
    port,
    directory,
    /** What a server needs to store its uploads here (config/plugins.ts). */
    env: {
      UPLOAD_PROVIDER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** The store goes down (connections refused); its files stay. */
    pause: close,
    /** The store comes back on the same port with the same files. */
    async resume() {
      if (!running) running = await listen(port);
    },
    async stop() {
      await close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
