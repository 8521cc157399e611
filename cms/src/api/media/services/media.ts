import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { badRequest, HttpError, MESSAGES } from '../../../lib/http';
import { assertComplete, assertNotPolyglot, type ImageFormat, reencode } from './image-safety';
import { sitePathOf, uploads } from '../../../lib/plugin-services';
import { MAX_IMAGE_BYTES } from '../../../contract/rules';

const ALLOWED = new Map<string, { ext: string; format: ImageFormat }>([
  ['image/jpeg', { ext: 'jpg', format: 'jpeg' }],
  ['image/png', { ext: 'png', format: 'png' }],
  ['image/gif', { ext: 'gif', format: 'gif' }],
  ['image/webp', { ext: 'webp', format: 'webp' }],
]);

export type IncomingFile = { filepath: string; originalFilename?: string | null; mimetype?: string | null; size: number };

/** The first bytes of the file decide its type, never its name or the declared Content-Type. */
const sniff = async (bytes: Buffer) => {
  const { fileTypeFromBuffer } = await import('file-type');
  return fileTypeFromBuffer(bytes.subarray(0, 4100));
};

const baseName = (filename: string | null | undefined) =>
  path
    .parse(filename || 'image')
    .name.replace(/[^A-Za-z0-9 _-]/g, '')
    .trim()
    .slice(0, 80) || 'image';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Checks an uploaded image and stores it through the upload plugin (it shows in the media library). */
  async storeImage(file: IncomingFile) {
    if (file.size > MAX_IMAGE_BYTES) throw new HttpError(413, MESSAGES.fileTooLarge);
    const bytes = await readFile(file.filepath);
    const type = await sniff(bytes);
    const allowed = type && ALLOWED.get(type.mime);
    if (!type || !allowed) throw new HttpError(400, MESSAGES.invalidFileType);

    // SVG is refused by the list above. The picture must decode whole, must not also be a page or
    // an archive, and what is stored is a fresh encoding without metadata (image-safety.ts).
    assertComplete(bytes, allowed.format);
    const clean = await reencode(bytes, allowed.format);
    assertNotPolyglot(bytes, allowed.format);
    if (clean.length > MAX_IMAGE_BYTES) throw new HttpError(413, MESSAGES.fileTooLarge);
    await writeFile(file.filepath, clean);

    const name = `${baseName(file.originalFilename)}.${allowed.ext}`;
    const [stored] = await uploads(strapi).upload({
      data: { fileInfo: { name, alternativeText: '', caption: '' } },
      files: { filepath: file.filepath, originalFilename: name, mimetype: type.mime, size: clean.length },
    });
    if (!stored) throw badRequest('Upload failed');

    // Served from /uploads/<hash><ext> on every provider; the bare file name also resolves through
    // /backend/uploads/images/<name> (spec section 7).
    const url = sitePathOf(stored);
    return { url, relative_path: url.slice('/uploads/'.length) };
  },
});
