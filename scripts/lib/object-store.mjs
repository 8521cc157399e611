import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A throw-away S3-compatible object store for tests: s3rver on a free loopback port, one bucket,
// its files in a temp folder removed again by stop(). Production uses any S3 (AWS, MinIO, R2...).

const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

/**
 * @returns {Promise<{ endpoint: string, bucket: string, env: Record<string, string>, stop: () => Promise<void> }>}
 */
export async function startObjectStore({ bucket = 'afh-uploads' } = {}) {
  const { default: S3rver } = await import('s3rver');
  const directory = mkdtempSync(path.join(os.tmpdir(), 'afh-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
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
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
