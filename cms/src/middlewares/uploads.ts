import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { Next } from '../lib/http';
import sharp from 'sharp';
import { contentTypeOf, uploadStore, type StoredFile } from '../lib/upload-store';

/** The only widths a variant is made at: a fixed, small set, never what a caller asks for. */
export const VARIANT_WIDTHS = [320, 480, 640, 960, 1280] as const;

/** A file straight in the upload folder: no slash, no leading dot, so never outside it. */
const UPLOAD = /^\/uploads\/([A-Za-z0-9][A-Za-z0-9._-]{0,200})$/;
const IMAGE_EXT = /\.(jpe?g|png|webp|gif|avif)$/i;
/** Strapi names every upload `<name>_<10 random hex>.<ext>` and never writes to that name again. */
const HASHED = /_[0-9a-f]{10}\.[A-Za-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=60';

const notFound = (ctx: Context) => {
  ctx.status = 404;
  ctx.type = 'text';
  ctx.body = 'Not Found';
};

/**
 * Uploaded images at /uploads/<file> (and the legacy /backend/uploads/images/<file>, which the site
 * middleware maps onto /uploads), wherever they are stored (src/lib/upload-store.ts):
 * - `?w=<width>` answers a resized WebP copy for `srcset`, at one of VARIANT_WIDTHS (never
 *   enlarged), made with sharp on the first request and kept in the store under variants/<width>/,
 *   so every instance finds the one another made. Unknown files are 404, other widths 400.
 * - Without `w`, the original: from the object store when uploads live there; on the local disk
 *   strapi::public (next in the chain) serves it, as it does any file the store does not have.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const store = uploadStore(strapi);
  /** One generation per variant at a time in this process, however many requests ask together. */
  const pending = new Map<string, Promise<void>>();

  const generate = async (source: string, target: string, width: number) => {
    const bytes = await store.read(source);
    if (!bytes) throw new Error('the original is gone');
    const variant = await sharp(bytes, { animated: true }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort: 4 }).toBuffer();
    await store.write(target, variant, 'image/webp');
  };

  const ensure = (source: string, target: string, width: number) => {
    let job = pending.get(target);
    if (!job) {
      job = generate(source, target, width).finally(() => pending.delete(target));
      pending.set(target, job);
    }
    return job;
  };

  /** Sends a stored file, or 304 when the browser's copy is current. */
  const serve = async (ctx: Context, key: string, stat: StoredFile, type: string, cacheControl: string) => {
    ctx.status = 200;
    ctx.set('Cache-Control', cacheControl);
    ctx.set('Last-Modified', stat.modified.toUTCString());
    ctx.type = type;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.length = stat.size;
    if (ctx.method === 'GET') {
      const body = await store.open(key);
      if (!body) return notFound(ctx);
      ctx.body = body;
    }
  };

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const match = UPLOAD.exec(ctx.path);
    if (!match) return next();
    const name = match[1];
    const source = `uploads/${name}`;
    const cacheControl = HASHED.test(name) ? IMMUTABLE : SHORT;

    if (ctx.query.w === undefined) {
      if (store.kind === 'local') return next();
      const stat = await store.stat(source);
      return stat ? serve(ctx, source, stat, contentTypeOf(name), cacheControl) : next();
    }

    const width = Number(ctx.query.w);
    if (typeof ctx.query.w !== 'string' || !(VARIANT_WIDTHS as readonly number[]).includes(width)) {
      ctx.status = 400;
      ctx.type = 'text';
      ctx.body = `Width must be one of ${VARIANT_WIDTHS.join(', ')}.`;
      return;
    }

    const sourceStat = IMAGE_EXT.test(name) ? await store.stat(source) : undefined;
    if (!sourceStat) return notFound(ctx);

    const target = `variants/${width}/${name}.webp`;
    let targetStat = await store.stat(target);
    // A name that is not content-hashed may be replaced: a newer original makes a new variant.
    if (!targetStat || targetStat.modified < sourceStat.modified) {
      try {
        await ensure(source, target, width);
        targetStat = await store.stat(target);
      } catch (error) {
        strapi.log.warn(`Image variant of ${name} at ${width}px failed: ${(error as Error).message}`);
      }
    }
    if (!targetStat) return notFound(ctx);
    return serve(ctx, target, targetStat, 'image/webp', cacheControl);
  };
};
