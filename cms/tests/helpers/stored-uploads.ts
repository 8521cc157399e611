import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { paginateListObjectsV2, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { inject, type ProvidedContext } from 'vitest';

export type ObjectStore = NonNullable<ProvidedContext['objectStore']>;

export const clientOf = (store: ObjectStore) =>
  new S3Client({
    endpoint: store.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: store.accessKeyId, secretAccessKey: store.secretAccessKey },
  });

const uploadFolder = () => path.join(inject('publicDir'), 'uploads');

/**
 * The names of every stored upload of the shared test server, sorted: the files of its public
 * uploads folder, or with TEST_UPLOADS=s3 the keys under uploads/ in the object store.
 */
export const storedUploads = async (): Promise<string[]> => {
  const store = inject('objectStore');
  if (!store) {
    const folder = uploadFolder();
    return existsSync(folder) ? readdirSync(folder).sort() : [];
  }
  const client = clientOf(store);
  const names: string[] = [];
  for await (const page of paginateListObjectsV2({ client }, { Bucket: store.bucket, Prefix: 'uploads/' })) {
    for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key.slice('uploads/'.length));
  }
  client.destroy();
  return names.sort();
};

/**
 * Puts a file straight into the shared test server's upload store, as an upload stored before the
 * server checked types would be: its public uploads folder, or the object store with TEST_UPLOADS=s3.
 */
export const plantUpload = async (name: string, bytes: Buffer, type: string) => {
  const store = inject('objectStore');
  if (!store) {
    mkdirSync(uploadFolder(), { recursive: true });
    writeFileSync(path.join(uploadFolder(), name), bytes);
    return;
  }
  const client = clientOf(store);
  await client.send(new PutObjectCommand({ Bucket: store.bucket, Key: `uploads/${name}`, Body: bytes, ContentType: type }));
  client.destroy();
};
