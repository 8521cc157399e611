import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { Core } from '@strapi/strapi';
import { isMissingObject, isStoreUnavailable, STORE_CLIENT_LIMITS } from '../runtime/store-unavailable';

/** What is known of a stored file without reading it. */
export type StoredFile = { size: number; modified: Date };

/**
 * Where uploaded images and their resized variants live. Keys mirror the public folder's layout:
 * `uploads/<name>` for what the upload plugin stored, `variants/<width>/<name>.webp` for variants.
 * The local disk is the default; UPLOAD_PROVIDER=s3 puts both in an object store that every
 * instance shares (config/plugins.ts). Keys are made by the server from checked names only.
 */
export type UploadStore = {
  kind: 'local' | 's3';
  stat(key: string): Promise<StoredFile | undefined>;
  read(key: string): Promise<Buffer | undefined>;
  open(key: string): Promise<Readable | undefined>;
  write(key: string, bytes: Buffer, type: string): Promise<void>;
};

/** The aws-s3 provider's options as config/plugins.ts sets them. */
type S3ProviderOptions = { rootPath?: string; s3Options: S3ClientConfig & { params: { Bucket: string } } };

const localStore = (publicDir: string): UploadStore => {
  const file = (key: string) => path.join(publicDir, key);
  const stat = async (key: string) => {
    const found = await fs.stat(file(key)).catch(() => undefined);
    return found?.isFile() ? { size: found.size, modified: found.mtime } : undefined;
  };
  return {
    kind: 'local',
    stat,
    read: (key) => fs.readFile(file(key)).catch(() => undefined),
    open: async (key) => ((await stat(key)) ? createReadStream(file(key)) : undefined),
    async write(key, bytes) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temp, bytes);
        await fs.rename(temp, target);
      } finally {
        await fs.rm(temp, { force: true });
      }
    },
  };
};

export type Bucket = { client: S3Client; Bucket: string };

/** A client of the bucket the upload plugin's options name, with bounded waits: a store that does not answer fails in seconds. */
const connect = ({ s3Options }: S3ProviderOptions): Bucket => {
  const { params, ...clientOptions } = s3Options;
  return { client: new S3Client({ ...STORE_CLIENT_LIMITS, ...clientOptions }), Bucket: params.Bucket };
};

const buckets = new WeakMap<Core.Strapi, Bucket | null>();

/** The object store's bucket when the upload plugin's provider is aws-s3 (uploads, variants and backups live there); null otherwise. */
export const storeBucket = (strapi: Core.Strapi): Bucket | null => {
  if (!buckets.has(strapi)) {
    const config = strapi.config.get('plugin::upload', {}) as { provider?: string; providerOptions?: S3ProviderOptions };
    buckets.set(strapi, config.provider === 'aws-s3' && config.providerOptions ? connect(config.providerOptions) : null);
  }
  return buckets.get(strapi) ?? null;
};

const s3Store = ({ client, Bucket }: Bucket): UploadStore => {
  const get = async (Key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key }));
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  };
  return {
    kind: 's3',
    async stat(Key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },
    async read(Key) {
      const object = await get(Key);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    },
    async open(Key) {
      const body = (await get(Key))?.Body as Readable | undefined;
      // The store may go away in the middle of a file: the stream then fails. Whoever reads it
      // (Koa, for an answer) sees that through its own listener; this one keeps a second 'error'
      // event from being unhandled, which would end the process.
      body?.on('error', () => undefined);
      return body;
    },
    async write(Key, Body, ContentType) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType }));
    },
  };
};

const stores = new WeakMap<Core.Strapi, UploadStore>();

/** This server's upload store: the object store when the upload plugin's provider is aws-s3. */
export const uploadStore = (strapi: Core.Strapi): UploadStore => {
  let store = stores.get(strapi);
  if (!store) {
    const bucket = storeBucket(strapi);
    store = bucket ? s3Store(bucket) : localStore(strapi.dirs.static.public);
    stores.set(strapi, store);
  }
  return store;
};

/** How long a start that found the store down waits before copying again (then twice as long, up to an hour). */
const COPY_RETRY_MS = 60_000;
const COPY_RETRY_MAX_MS = 60 * 60_000;

const copyMissing = async (strapi: Core.Strapi, store: UploadStore) => {
  const local = localStore(strapi.dirs.static.public);
  const folder = path.join(strapi.dirs.static.public, 'uploads');
  const names = (await fs.readdir(folder, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
  let copied = 0;
  for (const name of names) {
    const key = `uploads/${name}`;
    if (await store.stat(key)) continue;
    const bytes = await local.read(key);
    if (!bytes) continue;
    await store.write(key, bytes, contentTypeOf(name));
    copied += 1;
  }
  if (copied) strapi.log.info(`Copied ${copied} local upload${copied === 1 ? '' : 's'} into the object store.`);
};

/**
 * A site that moves to the object store keeps its images: on start, every file of the local upload
 * folder the store does not have yet is copied in (the records keep their /uploads/<name> URLs).
 * A store that cannot be reached does not keep the server from starting: the copy is logged and
 * tried again later in the background (the site serves those images from the local folder in the
 * meantime, src/middlewares/uploads.ts). Any other failure (wrong bucket, wrong keys) still stops
 * the start, as a misconfiguration should.
 */
export const copyLocalUploadsToStore = async (strapi: Core.Strapi) => {
  const store = uploadStore(strapi);
  if (store.kind === 'local') return;
  const attempt = async (delay: number): Promise<void> => {
    try {
      await copyMissing(strapi, store);
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      strapi.log.warn(`The object store cannot be reached (${(error as Error).message}); local uploads are copied into it in ${Math.round(delay / 1000)} s.`);
      const retry = setTimeout(() => {
        attempt(Math.min(delay * 2, COPY_RETRY_MAX_MS)).catch((later: Error) => strapi.log.error(`Copying local uploads into the object store failed: ${later.message}`));
      }, delay);
      // A server that stops does not wait for it.
      retry.unref();
    }
  };
  await attempt(COPY_RETRY_MS);
};

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** The type a stored file is served with, by its extension (every upload was checked by its bytes). */
export const contentTypeOf = (name: string) => TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
