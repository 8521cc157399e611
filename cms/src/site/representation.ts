import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'koa';

/**
 * How a reply made once is sent many times: its plain, gzip and Brotli bodies with an ETag each,
 * the encoding the client takes best, and 304 when the client already has it. Everything the site
 * answers from what it keeps (cache.ts) goes out through here, on the early path too.
 */

/** Browsers keep the reply but ask again each time; an unchanged reply costs a 304. */
const CACHE_CONTROL = 'no-cache';
/** Below this, compression costs more than it saves (koa-compress uses the same threshold). */
const COMPRESS_THRESHOLD = 1024;
/**
 * A reply is compressed fast when it is made (the reader who made it waits for that only), and at
 * the best quality once it has lived this long: a reply rebuilt again meanwhile (an admin saving
 * every few hundred milliseconds) never pays for the slow pass (issue 31).
 */
const BEST_QUALITY_AFTER_MS = Number(process.env.SITE_BEST_COMPRESSION_DELAY_MS ?? 1000);

type Encoding = 'br' | 'gzip' | 'identity';
export type Variant = { body: Buffer; etag: string };
/** One reply made once: its plain, gzip and Brotli bodies, each with its own ETag. */
export type Representation = Partial<Record<Encoding, Variant>> & { identity: Variant };

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const compress = (body: Buffer, quality: 'fast' | 'best') =>
  Promise.all([
    gzip(body, { level: quality === 'fast' ? 1 : 9 }),
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality === 'fast' ? 4 : 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);

/**
 * Puts the compressed bodies in: the plain body's ETag is strong, the compressed ones are weak
 * (W/): the fast and the best Brotli of one reply are the same reply, so swapping one for the other
 * keeps the tag and a browser's copy stays valid (as nginx does when it compresses).
 */
const putCompressed = (entry: Representation, hash: string, [gz, br]: Buffer[]) => {
  const plain = entry.identity.body.length;
  if (gz.length < plain && gz.length < (entry.gzip?.body.length ?? Infinity)) entry.gzip = { body: gz, etag: `W/"${hash}-gz"` };
  if (br.length < plain && br.length < (entry.br?.body.length ?? Infinity)) entry.br = { body: br, etag: `W/"${hash}-br"` };
};

/**
 * Made once, answered many times: a reply's bodies (plain, gzip, Brotli) and ETags, for the public
 * reads and the server-rendered pages, which are kept per content version. `stillKept` says whether
 * the reply is still the one kept: only then is it compressed again at the best quality, later and
 * off the event loop (zlib's thread pool).
 */
export const represent = async (text: string, stillKept: () => boolean = () => true): Promise<Representation> => {
  const body = Buffer.from(text);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  const entry: Representation = { identity: { body, etag: `"${hash}"` } };
  if (body.length < COMPRESS_THRESHOLD) return entry;
  putCompressed(entry, hash, await compress(body, 'fast'));
  setTimeout(() => {
    if (!stillKept()) return;
    compress(body, 'best').then(
      (best) => putCompressed(entry, hash, best),
      // The fast bodies stay: they are correct, only larger.
      () => undefined,
    );
  }, BEST_QUALITY_AFTER_MS).unref();
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

/**
 * What an Accept-Encoding says of Brotli and gzip. Browsers send a handful of spellings, so each
 * (of a sensible length) is worked out once: the early path answers without parsing it again.
 */
const preferences = new Map<string, { br: number; gzip: number }>();
const MAX_PREFERENCES = 64;
const preferenceOf = (header: string) => {
  const known = preferences.get(header);
  if (known) return known;
  const made = { br: quality(header, 'br'), gzip: quality(header, 'gzip') };
  if (header.length <= 200) {
    if (preferences.size >= MAX_PREFERENCES) preferences.clear();
    preferences.set(header, made);
  }
  return made;
};

const chooseVariant = (header: string, entry: Representation): [Encoding, Variant] => {
  if (header) {
    const preference = preferenceOf(header);
    const br = entry.br ? preference.br : 0;
    const gz = entry.gzip ? preference.gzip : 0;
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
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
const notModified = (header: string, etag: string) =>
  header !== '' && (header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag)));

export const JSON_TYPE = 'application/json; charset=utf-8';

/** A reply kept to be sent many times: its status, content type, its own headers and its bodies. */
export type Answer = { status: number; type: string; headers: Readonly<Record<string, string>>; body: Representation };

/**
 * What to send of a reply made once: the representation the client takes best (by its
 * Accept-Encoding), and whether it already has it (by its If-None-Match; a 200 only).
 */
export const negotiate = (answer: Answer, acceptEncoding: string, ifNoneMatch: string) => {
  const [encoding, variant] = chooseVariant(acceptEncoding, answer.body);
  return { encoding, variant, fresh: answer.status === 200 && notModified(ifNoneMatch, variant.etag) };
};

/** Answers with a kept reply: its headers, the encoding the client takes best, ETag, no-cache, and 304 when it has it. */
export const answerWith = (ctx: Context, answer: Answer) => {
  const { encoding, variant, fresh } = negotiate(answer, ctx.get('Accept-Encoding'), ctx.get('If-None-Match'));
  for (const [name, value] of Object.entries(answer.headers)) ctx.set(name, value);
  ctx.vary('Accept-Encoding');
  ctx.set('Cache-Control', CACHE_CONTROL);
  ctx.set('ETag', variant.etag);
  if (fresh) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.status = answer.status;
  // Already compressed: koa-compress must leave it alone.
  (ctx as Context & { compress?: boolean }).compress = false;
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.type = answer.type;
  ctx.body = variant.body;
};
