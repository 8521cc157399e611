import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { sitePathOf } from './plugin-services';

const FILES = 'plugin::upload.file';
const LEGACY_FOLDER = '/backend/uploads/images/';
/** A file straight in the upload folder, as Strapi names uploads and their formats (garden_0a1b2c3d4e.jpg, small_garden_0a1b2c3d4e.jpg). */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;
const SITE_PATH = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** One stored size of a picture: the upload plugin's original or one of its formats. */
type Size = { hash?: unknown; ext?: unknown; width?: unknown };
type StoredFile = { hash: string; ext: string | null; width: number | null; formats: Record<string, Size> | null };

/**
 * The upload folder's file a stored image reference names (spec section 7): /uploads/<file>, the
 * legacy /backend/uploads/images/<file>, or a bare <file>; undefined for an outside address.
 */
const fileNameOf = (reference: string) => {
  const name = reference.startsWith('/uploads/') ? reference.slice('/uploads/'.length) : reference.startsWith(LEGACY_FOLDER) ? reference.slice(LEGACY_FOLDER.length) : reference;
  return FILE_NAME.test(name) && path.extname(name) ? name : undefined;
};

/** `<site path> <width>w` of one size, or undefined when it is not a picture in the upload folder with a width. */
const candidate = (size: Size) => {
  const { hash, ext, width } = size;
  if (typeof hash !== 'string' || typeof ext !== 'string' || typeof width !== 'number' || !Number.isInteger(width) || width < 1) return undefined;
  const url = sitePathOf({ hash, ext });
  return SITE_PATH.test(url) ? { url, width } : undefined;
};

/**
 * The srcset of a file of the media library: its formats (thumbnail, small, medium, large: the
 * plugin makes those smaller than the picture) and the original, each at its own width, narrowest
 * first; '' when the original's width is not known (a srcset without it would cap the sharpness).
 */
const srcSetOf = (file: StoredFile) => {
  const original = candidate(file);
  if (!original) return '';
  const byWidth = new Map<number, string>();
  for (const size of Object.values(file.formats ?? {})) {
    const found = candidate(size);
    if (found && found.width < original.width && !byWidth.has(found.width)) byWidth.set(found.width, found.url);
  }
  byWidth.set(original.width, original.url);
  return [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
};

/**
 * The `srcset` of each stored image reference that names a file of the media library (issue 33):
 * the sizes the upload plugin stored of it, at /uploads/<file> on every provider, so a 2x screen
 * gets a picture sharp enough and a 1x screen a lighter one. One query for all the references;
 * a reference that is no upload of the library (an outside address, a file from before it) is
 * not in the map. Only site paths and widths come out, never the file's other fields.
 */
export const uploadSrcSets = async (strapi: Core.Strapi, references: readonly string[]): Promise<Map<string, string>> => {
  const named = new Map<string, string>();
  for (const reference of references) {
    const name = reference ? fileNameOf(reference) : undefined;
    if (name) named.set(reference, name);
  }
  if (!named.size) return new Map();
  const hashes = [...new Set([...named.values()].map((name) => name.slice(0, -path.extname(name).length)))];
  const files = (await strapi.db.query(FILES).findMany({ where: { hash: { $in: hashes } }, select: ['hash', 'ext', 'width', 'formats'] })) as StoredFile[];
  const byName = new Map(files.map((file) => [`${file.hash}${file.ext ?? ''}`, file]));
  const srcSets = new Map<string, string>();
  for (const [reference, name] of named) {
    const file = byName.get(name);
    const srcSet = file ? srcSetOf(file) : '';
    if (srcSet) srcSets.set(reference, srcSet);
  }
  return srcSets;
};
