import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { Next } from '../lib/http';
import sharp from 'sharp';

/** The only widths a variant is made at: a fixed, small set, never what a caller asks for. */
export const VARIANT_WIDTHS = [320, 480, 640, 960, 1280] as const;

/** A file straight in the upload folder: no slash, no leading dot, so never outside it. */
const UPLOAD = /^\/uploads\/([A-Za-z0-9][A-Za-z0-9._-]{0,200})$/;
const IMAGE_EXT = new Set(['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif']);
/** Strapi names every upload `<name>_<10 random hex>.<ext>` and never writes to that name again. */
const HASHED = /_[0-9a-f]{10}\.[A-Za-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=60';

const exists = async (file: string) => fs.stat(file).then((stat) => (stat.isFile() ? stat : undefined), () => undefined);

/**
 * Resized WebP copies of uploaded images for `srcset`: GET /uploads/<file>?w=<width> (and the legacy
 * /backend/uploads/images/<file>?w=<width>, which the site middleware maps onto /uploads) answers
 * the image at one of VARIANT_WIDTHS (never enlarged), made with sharp on the first request and kept
 * on disk in <public>/variants/<width>/. Unknown files are 404, other widths 400. Requests without
 * `w` fall through to strapi::public and get the original.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const publicDir = strapi.dirs.static.public;
  const uploads = path.join(publicDir, 'uploads');
  const variants = path.join(publicDir, 'variants');
  /** One generation per variant at a time, however many requests ask for it together. */
  const pending = new Map<string, Promise<void>>();

  const generate = async (source: string, target: string, width: number) => {
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await sharp(source, { animated: true }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort: 4 }).toFile(temp);
      await fs.rename(temp, target);
    } finally {
      await fs.rm(temp, { force: true });
    }
  };

  const ensure = (source: string, target: string, width: number) => {
    let job = pending.get(target);
    if (!job) {
      job = generate(source, target, width).finally(() => pending.delete(target));
      pending.set(target, job);
    }
    return job;
  };

  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.query.w === undefined) return next();
    const match = UPLOAD.exec(ctx.path);
    if (!match) return next();

    const width = Number(ctx.query.w);
    if (typeof ctx.query.w !== 'string' || !(VARIANT_WIDTHS as readonly number[]).includes(width)) {
      ctx.status = 400;
      ctx.type = 'text';
      ctx.body = `Width must be one of ${VARIANT_WIDTHS.join(', ')}.`;
      return;
    }

    const name = match[1];
    const source = path.join(uploads, name);
    const sourceStat = IMAGE_EXT.has(path.extname(name).toLowerCase()) ? await exists(source) : undefined;
    if (!sourceStat) {
      ctx.status = 404;
      ctx.type = 'text';
      ctx.body = 'Not Found';
      return;
    }

    const target = path.join(variants, String(width), `${name}.webp`);
    const targetStat = await exists(target);
    // A name that is not content-hashed may be replaced: a newer original makes a new variant.
    if (!targetStat || targetStat.mtimeMs < sourceStat.mtimeMs) {
      try {
        await ensure(source, target, width);
      } catch (error) {
        strapi.log.warn(`Image variant of ${name} at ${width}px failed: ${(error as Error).message}`);
        ctx.status = 404;
        ctx.type = 'text';
        ctx.body = 'Not Found';
        return;
      }
    }

    const stat = await fs.stat(target);
    ctx.status = 200;
    ctx.set('Cache-Control', HASHED.test(name) ? IMMUTABLE : SHORT);
    ctx.set('Last-Modified', stat.mtime.toUTCString());
    ctx.type = 'image/webp';
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.length = stat.size;
    if (ctx.method === 'GET') ctx.body = createReadStream(target);
  };
};
