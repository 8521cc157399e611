import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'koa';

/**
 * How a reply made once is sent many times: its plain, gzip and Brotli bodies with a strong ETag
 * each, the encoding the client takes best, and 304 when the client already has it. The public
 * reads (public-cache.ts), the early path (early-answers.ts) and the pages (middlewares/site.ts)
 * all answer through here.
 */

/** Browsers keep the reply but ask again each time; an unchanged reply costs a 304. */
export const CACHE_CONTROL = 'no-cache';
/** Below this, compression costs more than it saves (koa-compress uses the same threshold). */
const COMPRESS_THRESHOLD = 1024;

type Encoding = 'br' | 'gzip' | 'identity';
type Variant = { body: Buffer; etag: string };
/** One reply made once: its plain, gzip and Brotli bodies, each with its own strong ETag. */
export type Representation = Partial<Record<Encoding, Variant>> & { identity: Variant };

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Made once, answered many times: a reply's bodies (plain, gzip, Brotli) and strong ETags, for the
 * public reads and the server-rendered pages, which are kept per content version.
 */
export const represent = async (text: string): Promise<Representation> => {
  const body = Buffer.from(text);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  const entry: Representation = { identity: { body, etag: `"${hash}"` } };
  if (body.length < COMPRESS_THRESHOLD) return entry;
  const [gz, br] = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  // Each encoding is its own representation, so each gets its own strong ETag.
  if (gz.length < body.length) entry.gzip = { body: gz, etag: `"${hash}-gz"` };
  if (br.length < body.length) entry.br = { body: br, etag: `"${hash}-br"` };
  return entry;
};

/** The q-value a client gives a content coding in Accept-Encoding (0 when absent). */
const quality = (header: string, coding: string) => {
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)).find(Boolean);
    const value = q ? Number(q[1]) || 0 : 1;
    if (name === coding) return value;
    if (name === '*') wildcard = value;
  }
  return wildcard;
};

const chooseVariant = (header: string, entry: Representation): [Encoding, Variant] => {
  if (header) {
    const br = entry.br ? quality(header, 'br') : 0;
    const gz = entry.gzip ? quality(header, 'gzip') : 0;
    if (br > 0 && br >= gz) return ['br', entry.br!];
    if (gz > 0) return ['gzip', entry.gzip!];
  }
  return ['identity', entry.identity];
};

/**
 * If-None-Match names this representation (weak comparison, lists and `*`, RFC 9110 13.1.2). Not
 * koa's `ctx.fresh`: it refuses whenever the request says `Cache-Control: no-cache`, which fetch()
 * adds to every conditional request, although that directive speaks to caches, not to the origin.
 */
const notModified = (header: string, etag: string) =>
  header !== '' && (header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * What to send of a reply made once: the representation the client takes best (by its
 * Accept-Encoding), and whether it already has it (by its If-None-Match).
 */
export const negotiate = (entry: Representation, acceptEncoding: string, ifNoneMatch: string) => {
  const [encoding, variant] = chooseVariant(acceptEncoding, entry);
  return { encoding, variant, fresh: notModified(ifNoneMatch, variant.etag) };
};

/** Answers with a representation: the encoding the client takes best, ETag, no-cache, and 304 when it has it. */
export const answerWith = (ctx: Context, entry: Representation, type = JSON_TYPE, status = 200) => {
  const { encoding, variant, fresh } = negotiate(entry, ctx.get('Accept-Encoding'), ctx.get('If-None-Match'));
  ctx.vary('Accept-Encoding');
  ctx.set('Cache-Control', CACHE_CONTROL);
  ctx.set('ETag', variant.etag);
  ctx.status = status;
  if (status === 200 && fresh) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  // Already compressed: koa-compress must leave it alone.
  (ctx as Context & { compress?: boolean }).compress = false;
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.type = type;
  ctx.body = variant.body;
};
