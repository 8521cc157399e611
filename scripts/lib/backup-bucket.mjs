import { createReadStream, createWriteStream, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Unavailable } from './backup-config.mjs';
import { CMS } from './paths.mjs';

// The S3 client the server's upload provider uses (a dependency of the cms workspace).
const s3 = createRequire(`${CMS}/package.json`)('@aws-sdk/client-s3');

/** Key prefixes in the bucket: the server's uploads, their regenerable variants, and the backups. */
export const UPLOADS = 'uploads/';
export const VARIANTS = 'variants/';
export const BACKUPS = 'backups/';

const isMissing = (error) => error?.name === 'NoSuchKey' || error?.name === 'NotFound' || error?.$metadata?.httpStatusCode === 404;

/** How many objects move at once: enough to hide the round trips, few enough for any store. */
const AT_ONCE = 8;
export const eachAtOnce = async (items, run) => {
  const queue = [...items];
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, queue.length) }, async () => {
    while (queue.length) await run(queue.shift());
  }));
};

/**
 * The object store of UPLOAD_PROVIDER=s3 (config from backup-config.mjs), with the few calls the
 * backup and restore make. Every failure of the store is an Unavailable naming what was asked.
 */
export const openBucket = (store) => {
  const client = new s3.S3Client({
    ...(store.endpoint ? { endpoint: store.endpoint } : {}),
    region: store.region,
    forcePathStyle: store.forcePathStyle,
    credentials: { accessKeyId: store.accessKeyId, secretAccessKey: store.secretAccessKey },
    // As config/plugins.ts: checksums only where S3 requires them (older S3-compatible stores).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails the backup in seconds, not minutes.
    requestHandler: { connectionTimeout: 10_000 },
  });
  const Bucket = store.bucket;
  const send = async (what, command, { missingOk = false } = {}) => {
    try {
      return await client.send(command);
    } catch (error) {
      if (missingOk && isMissing(error)) return null;
      throw new Unavailable('the object store', `${what}: ${error.name ?? 'Error'}: ${error.message}`);
    }
  };

  return {
    where: `s3://${Bucket}`,
    /** Every object under `prefix`: [{key, size}]. */
    async list(prefix) {
      const objects = [];
      try {
        for await (const page of s3.paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
          for (const { Key, Size } of page.Contents ?? []) if (Key) objects.push({ key: Key, size: Size ?? 0 });
        }
      } catch (error) {
        throw new Unavailable('the object store', `listing ${prefix}: ${error.name ?? 'Error'}: ${error.message}`);
      }
      return objects;
    },
    async download(key, file) {
      const object = await send(`reading ${key}`, new s3.GetObjectCommand({ Bucket, Key: key }));
      mkdirSync(path.dirname(file), { recursive: true });
      try {
        await pipeline(object.Body, createWriteStream(file));
      } catch (error) {
        throw new Unavailable('the object store', `reading ${key}: ${error.message}`);
      }
    },
    async upload(key, file, ContentType) {
      const Body = createReadStream(file);
      try {
        await send(`writing ${key}`, new s3.PutObjectCommand({ Bucket, Key: key, Body, ContentLength: statSync(file).size, ContentType }));
      } finally {
        Body.destroy();
      }
    },
    async remove(key) {
      await send(`deleting ${key}`, new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
    /** The text of `key`, or null when there is no such object. */
    async readText(key) {
      const object = await send(`reading ${key}`, new s3.GetObjectCommand({ Bucket, Key: key }), { missingOk: true });
      return object ? object.Body.transformToString() : null;
    },
    async writeText(key, text, ContentType) {
      await send(`writing ${key}`, new s3.PutObjectCommand({ Bucket, Key: key, Body: text, ContentType }));
    },
    close() {
      client.destroy();
    },
  };
};
