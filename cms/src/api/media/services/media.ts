import { open } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { badRequest, HttpError, MESSAGES } from '../../../lib/http';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ALLOWED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
]);

export type IncomingFile = { filepath: string; originalFilename?: string | null; mimetype?: string | null; size: number };

/** The first bytes of the file decide its type, never its name or the declared Content-Type. */
const sniff = async (filepath: string) => {
  const { fileTypeFromBuffer } = await import('file-type');
  const handle = await open(filepath, 'r');
  try {
    const head = Buffer.alloc(4100);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return fileTypeFromBuffer(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
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
    const type = await sniff(file.filepath);
    const ext = type && ALLOWED.get(type.mime);
    if (!type || !ext) throw new HttpError(400, MESSAGES.invalidFileType);

    const name = `${baseName(file.originalFilename)}.${ext}`;
    const [stored] = (await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name, alternativeText: '', caption: '' } },
        files: { filepath: file.filepath, originalFilename: name, mimetype: type.mime, size: file.size },
      })) as Array<{ url: string; hash: string; ext: string }>;
    if (!stored) throw badRequest('Upload failed');

    // Local uploads are served from /uploads/<hash><ext>; a bare file name also resolves through
    // /backend/uploads/images/<name> (spec section 7). A cloud provider returns a full URL.
    const local = stored.url.startsWith('/uploads/');
    return { url: stored.url, relative_path: local ? stored.url.slice('/uploads/'.length) : stored.url };
  },
});
