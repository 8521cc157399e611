import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { paginateListObjectsV2, S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';

/**
 * The names of every stored upload of the shared test server, sorted: the files of its public
 * uploads folder, or with TEST_UPLOADS=s3 the keys under uploads/ in the object store.
 */
export const storedUploads = async (): Promise<string[]> => {
  const store = inject('objectStore');
  if (!store) {
    const folder = path.join(inject('publicDir'), 'uploads');
    return existsSync(folder) ? readdirSync(folder).sort() : [];
  }
  const client = new S3Client({
    endpoint: store.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: store.accessKeyId, secretAccessKey: store.secretAccessKey },
  });
  const names: string[] = [];
  for await (const page of paginateListObjectsV2({ client }, { Bucket: store.bucket, Prefix: 'uploads/' })) {
    for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key.slice('uploads/'.length));
  }
  client.destroy();
  return names.sort();
};
