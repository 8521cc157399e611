import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { badRequest, HttpError, MESSAGES } from '../../../content/http';
import { assertComplete, assertNotPolyglot, reencode } from './image-safety';
import { pixelProblem, sniffImage } from '../../../content/image-files';
import { sitePathOf, uploads } from '../../../content/plugin-services';
import { MAX_IMAGE_BYTES } from '@afh/contract/rules';

export type IncomingFile = { filepath: string; originalFilename?: string | null; mimetype?: string | null; size: number };

const baseName = (filename: string | null | undefined) =>
  path
    .parse(filename || 'image')
    .name.replace(/[^A-Za-z0-9 _-]/g, '')
    .trim()
    .slice(0, 80) || 'image';

const mediaService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Checks an uploaded image and stores it through the upload plugin (it shows in the media library). */
  async storeImage(file: IncomingFile) {
    if (file.size > MAX_IMAGE_BYTES) throw new HttpError(413, MESSAGES.fileTooLarge);
    // The first bytes decide the type, never the name or the declared Content-Type (decision 0002).
    const bytes = await readFile(file.filepath);
    const type = await sniffImage(bytes);
    if (!type) throw new HttpError(400, MESSAGES.invalidFileType);
    // Its header says how many pixels it holds: a decompression bomb is refused before any decoding.
    const pixels = await pixelProblem(bytes);
    if (pixels) throw new HttpError(400, pixels);

    // SVG is refused by the sniffing above. The picture must decode whole, must not also be a page
    // or an archive, and what is stored is a fresh encoding without metadata (image-safety.ts).
    assertComplete(bytes, type.format);
    const clean = await reencode(bytes, type.format);
    assertNotPolyglot(bytes, type.format);
    if (clean.length > MAX_IMAGE_BYTES) throw new HttpError(413, MESSAGES.fileTooLarge);
    await writeFile(file.filepath, clean);

    // Stored under the name of what it is (a picture sent as "page.html" becomes "page.png").
    const name = `${baseName(file.originalFilename)}.${type.ext}`;
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
export default mediaService;

declare module '../../kit/services' {
  interface AppServices {
    'api::media.media': ReturnType<typeof mediaService>;
  }
}
