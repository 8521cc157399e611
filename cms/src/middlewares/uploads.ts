import { stat as statFile } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { Next } from '../content/http';
import sharp from 'sharp';
import { MAX_PIXELS } from '../content/image-files';
import { answerImageUnavailable, isStoreUnavailable } from '../runtime/store-unavailable';
import { contentTypeOf, uploadStore, type StoredFile } from '../content/upload-store';

/** The only widths a variant is made at: a fixed, small set, never what a caller asks for. */
export const VARIANT_WIDTHS = [320, 480, 640, 960, 1280] as const;

/** Every path under the upload folder, in any letter case (on some disks the static server is case-blind). */
const UNDER_UPLOADS = /^\/uploads\//i;
/** A file straight in the upload folder: no slash, no leading dot, so never outside it. */
const UPLOAD = /^\/uploads\/([A-Za-z0-9][A-Za-z0-9._-]{0,200})$/;
/** The only files served as what they are; anything else is a download (see `serve`). */
const IMAGE_EXT = /\.(jpe?g|png|webp|gif|avif)$/i;
/** A document for families (documents/upload.php stores only sniffed PDFs under .pdf): shown in the browser. */
const PDF_EXT = /\.pdf$/i;
const PDF = 'application/pdf';
/** Strapi names every upload `<name>_<10 random hex>.<ext>` and never writes to that name again. */
const HASHED = /_[0-9a-f]{10}\.[A-Za-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const DOWNLOAD = 'application/octet-stream';
const SHORT = 'public, max-age=60';

const notFound = (ctx: Context) => {
  ctx.status = 404;
  ctx.type = 'text';
  ctx.body = 'Not Found';
};

/**
 * Uploaded images at /uploads/<file> (and the legacy /backend/uploads/images/<file>, which the site
 * middleware maps onto /uploads), wherever they are stored (src/content/upload-store.ts):
 * - `?w=<width>` answers a resized WebP copy for `srcset`, at one of VARIANT_WIDTHS (never
 *   enlarged), made with sharp on the first request and kept in the store under variants/<width>/,
 *   so every instance finds the one another made. Unknown files are 404, other widths 400.
 * - Without `w`, the original: from the object store when uploads live there; on the local disk
 *   strapi::public (next in the chain) serves it, as it does any file the store does not have.
 * - Only images (by their extension) are served as what they are. Any other stored file (an upload
 *   from before the media library took pictures only) is sent as application/octet-stream, as an
 *   attachment, with nosniff: never as a page or a script of the site's own origin. A .pdf (the
 *   Disclosure of Services, which documents/upload.php stores only once its bytes say PDF) is sent
 *   as application/pdf, inline under a fixed safe name, also with nosniff. Any other path
 *   under /uploads (another letter case, an encoded or nested name) is 404.
 * - While the object store cannot be reached, an original that is also in the local upload folder
 *   is served from there; anything else is 503 with Retry-After (src/runtime/store-unavailable.ts),
 *   never a 500 or a wait of more than a few seconds, and every request tries the store again.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const store = uploadStore(strapi);
  /** One generation per variant at a time in this process, however many requests ask together. */
  const pending = new Map<string, Promise<void>>();

  const generate = async (source: string, target: string, width: number) => {
    const bytes = await store.read(source);
    if (!bytes) throw new Error('the original is gone');
    // A picture stored before uploads were checked may be a decompression bomb: sharp refuses it.
    const variant = await sharp(bytes, { animated: true, limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78, effort: 4 })
      .toBuffer();
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

  /**
   * Sends a stored file, or 304 when the browser's copy is current. A file that is not an image by
   * its name is sent as a download the browser never renders or runs: an upload stored before the
   * upload plugin took pictures only could be a page or a script (.html, .svg, .js, ...).
   */
  const serve = async (ctx: Context, key: string, stat: StoredFile, type: string, cacheControl: string) => {
    ctx.status = 200;
    ctx.set('Cache-Control', cacheControl);
    ctx.set('Last-Modified', stat.modified.toUTCString());
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (type === DOWNLOAD) ctx.set('Content-Disposition', `attachment; filename="${path.basename(key)}"`);
    if (type === PDF) ctx.set('Content-Disposition', `inline; filename="${path.basename(key).startsWith('inspection-report_') ? 'inspection-report' : 'disclosure-of-services'}.pdf"`);
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

  /** One warning a minute while the store is down, not one per image of every page. */
  let warnedAt = 0;
  const warnUnavailable = (ctx: Context, error: unknown) => {
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    strapi.log.warn(`${ctx.method} ${ctx.path}: the object store cannot be reached (${(error as Error).message}); images answer 503 until it is back.`);
  };

  /** Whether strapi::public has this file in the local upload folder (from before the move to the store). */
  const localCopy = async (name: string) => {
    const found = await statFile(path.join(strapi.dirs.static.public, 'uploads', name)).catch(() => undefined);
    return Boolean(found?.isFile());
  };

  const answer = async (ctx: Context, next: Next, name: string) => {
    const source = `uploads/${name}`;
    const cacheControl = HASHED.test(name) ? IMMUTABLE : SHORT;

    if (ctx.query.w === undefined) {
      if (!IMAGE_EXT.test(name)) {
        const stat = await store.stat(source);
        return stat ? serve(ctx, source, stat, PDF_EXT.test(name) ? PDF : DOWNLOAD, cacheControl) : notFound(ctx);
      }
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
        if (isStoreUnavailable(error)) throw error;
        strapi.log.warn(`Image variant of ${name} at ${width}px failed: ${(error as Error).message}`);
      }
    }
    if (!targetStat) return notFound(ctx);
    return serve(ctx, target, targetStat, 'image/webp', cacheControl);
  };

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (!UNDER_UPLOADS.test(ctx.path)) return next();
    // Nothing else under /uploads reaches strapi::public: not another spelling, not an encoded name.
    const match = UPLOAD.exec(ctx.path);
    if (!match) return notFound(ctx);
    const name = match[1];
    try {
      await answer(ctx, next, name);
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      warnUnavailable(ctx, error);
      if (ctx.query.w === undefined && IMAGE_EXT.test(name) && (await localCopy(name))) {
        // Headers of the stored copy that was about to be sent are not the local file's.
        for (const header of ['Cache-Control', 'Last-Modified', 'Content-Length', 'Content-Type']) ctx.remove(header);
        return next();
      }
      answerImageUnavailable(ctx);
    }
  };
};
