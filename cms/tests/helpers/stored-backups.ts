import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DeleteObjectCommand, paginateListObjectsV2, PutObjectCommand } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { clientOf } from './stored-uploads';

/**
 * The shared test server's backups where it keeps them: files in BACKUP_DIR, or with
 * TEST_UPLOADS=s3 objects under backups/ in the object store (decision 0029).
 */
const PREFIX = 'backups/';

/** The names of every file the server keeps its backups in (archives, last-backup.json, ...), sorted. */
export const storedBackupFiles = async (): Promise<string[]> => {
  const store = inject('objectStore');
  if (!store) return existsSync(inject('backupDir')) ? readdirSync(inject('backupDir')).sort() : [];
  const client = clientOf(store);
  const names: string[] = [];
  for await (const page of paginateListObjectsV2({ client }, { Bucket: store.bucket, Prefix: PREFIX })) {
    for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key.slice(PREFIX.length));
  }
  client.destroy();
  return names.sort();
};

export const storedArchives = async () => (await storedBackupFiles()).filter((name) => name.endsWith('.tar.gz'));

/** Writes a file among the backups, behind the server's back. */
export const plantBackupFile = async (name: string, text: string) => {
  const store = inject('objectStore');
  if (!store) {
    mkdirSync(inject('backupDir'), { recursive: true });
    writeFileSync(path.join(inject('backupDir'), name), text);
    return;
  }
  const client = clientOf(store);
  await client.send(new PutObjectCommand({ Bucket: store.bucket, Key: `${PREFIX}${name}`, Body: text }));
  client.destroy();
};

export const removeBackupFile = async (name: string) => {
  const store = inject('objectStore');
  if (!store) return rmSync(path.join(inject('backupDir'), name), { force: true });
  const client = clientOf(store);
  await client.send(new DeleteObjectCommand({ Bucket: store.bucket, Key: `${PREFIX}${name}` }));
  client.destroy();
};
