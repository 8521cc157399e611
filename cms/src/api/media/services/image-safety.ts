import sharp from 'sharp';
import { HttpError, MESSAGES } from '../../../content/http';
import { type ImageFormat, MAX_PIXELS, UNREADABLE_IMAGE } from '../../../content/image-files';

export const POLYGLOT = 'The image carries extra content (markup, script or an archive) and was refused.';
/** sharp's own pixel limit, behind the header check (content/image-files.ts pixelProblem) that names the size. */
const TOO_MANY_PIXELS = 'This image is too large in pixels. Use an image of at most 40 megapixels.';

/** Markup or script a browser (or a PHP server) would run if the file were ever served as a page. */
// Only tags long enough that compressed picture data will not spell them by chance.
const MARKUP = /<(?:script|html|body|iframe|svg|object|embed|\?php|!doctype)[\s>/]|javascript:/i;
/** Archive and document signatures that have no business after an image's last byte. */
const CONTAINERS = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1'), Buffer.from('%PDF'), Buffer.from('Rar!'), Buffer.from('7z\xbc\xaf', 'latin1')];

const PNG_END = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const JPEG_END = Buffer.from([0xff, 0xd9]);

/** The bytes after the end of the image itself (zero padding ignored). */
const trailer = (bytes: Buffer, format: ImageFormat): Buffer => {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  const body = bytes.subarray(0, end);
  switch (format) {
    case 'png': {
      const at = body.lastIndexOf(PNG_END);
      return at < 0 ? body : bytes.subarray(at + PNG_END.length);
    }
    case 'jpeg': {
      const at = body.lastIndexOf(JPEG_END);
      return at < 0 ? body : bytes.subarray(at + JPEG_END.length);
    }
    case 'gif':
      return body[body.length - 1] === 0x3b ? Buffer.alloc(0) : body.subarray(-1);
    case 'webp': {
      const declared = bytes.length >= 8 ? bytes.readUInt32LE(4) + 8 : 0;
      return bytes.subarray(Math.min(bytes.length, declared + (declared % 2)));
    }
  }
};

/** A picture cut short (no end marker) is refused, even if a decoder would fill in the rest. */
export const assertComplete = (bytes: Buffer, format: ImageFormat) => {
  const complete =
    format === 'jpeg' ? bytes.includes(JPEG_END) : format === 'png' ? bytes.includes(PNG_END) : format === 'webp' ? bytes.length >= 12 && bytes.readUInt32LE(4) + 8 <= bytes.length : true;
  if (!complete) throw new HttpError(400, UNREADABLE_IMAGE);
};

/**
 * Refuses a polyglot: a picture that is also an HTML page, a script or an archive. Markup is looked
 * for everywhere; for PNG, GIF and WebP nothing may follow the image's end, and after a JPEG's end
 * (cameras do append data there) no archive or document may start.
 */
export const assertNotPolyglot = (bytes: Buffer, format: ImageFormat) => {
  if (MARKUP.test(bytes.toString('latin1'))) throw new HttpError(400, POLYGLOT);
  const tail = trailer(bytes, format);
  if (format !== 'jpeg' && tail.some((byte) => byte !== 0)) throw new HttpError(400, POLYGLOT);
  if (CONTAINERS.some((signature) => tail.includes(signature))) throw new HttpError(400, POLYGLOT);
};

/**
 * Decodes the whole picture and encodes it again in the same format: what is stored is only pixels,
 * with no EXIF (GPS positions of a photo), comments or appended bytes. JPEG orientation is applied
 * to the pixels first, since the tag that carried it is dropped.
 */
export const reencode = async (bytes: Buffer, format: ImageFormat): Promise<Buffer> => {
  try {
    // sharp's default failOn ('warning') also refuses truncated and corrupt pictures.
    const image = sharp(bytes, { animated: format === 'gif' || format === 'webp', limitInputPixels: MAX_PIXELS });
    const { format: decoded } = await image.metadata();
    if (decoded !== format) throw new HttpError(400, MESSAGES.invalidFileType);
    switch (format) {
      case 'jpeg':
        return await image.autoOrient().jpeg({ quality: 90 }).toBuffer();
      case 'png':
        return await image.png().toBuffer();
      case 'gif':
        return await image.gif().toBuffer();
      case 'webp':
        return await image.webp({ quality: 90 }).toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (/pixel limit/i.test(String((error as Error).message))) throw new HttpError(400, TOO_MANY_PIXELS);
    throw new HttpError(400, UNREADABLE_IMAGE);
  }
};
