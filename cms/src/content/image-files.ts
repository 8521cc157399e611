import sharp from 'sharp';

/**
 * The pictures the site stores, whoever uploads them (the site's upload call, the console's media
 * library): JPEG, PNG, GIF and WebP, told apart by their bytes (decision 0002), each with the
 * extensions a stored file may carry. Nothing else is stored, and nothing else is served as what it
 * claims to be (src/middlewares/uploads.ts).
 */
export const IMAGE_TYPES = {
  'image/jpeg': { format: 'jpeg', ext: 'jpg', extensions: ['.jpg', '.jpeg'] },
  'image/png': { format: 'png', ext: 'png', extensions: ['.png'] },
  'image/gif': { format: 'gif', ext: 'gif', extensions: ['.gif'] },
  'image/webp': { format: 'webp', ext: 'webp', extensions: ['.webp'] },
} as const;

export type ImageMime = keyof typeof IMAGE_TYPES;
export type ImageFormat = (typeof IMAGE_TYPES)[ImageMime]['format'];
export type ImageType = { mime: ImageMime; format: ImageFormat; ext: string };

export const IMAGE_MIMES = Object.keys(IMAGE_TYPES) as ImageMime[];

const EXTENSIONS: ReadonlySet<string> = new Set(Object.values(IMAGE_TYPES).flatMap((type) => type.extensions));

/** A file name (extension included, any case) that an image may be stored and served under. */
export const hasImageExtension = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && EXTENSIONS.has(name.slice(dot).toLowerCase());
};

const isImageMime = (mime: string): mime is ImageMime => Object.hasOwn(IMAGE_TYPES, mime);

/** The picture type the first bytes say, or undefined for anything else (SVG, HTML, scripts, ...). */
export const sniffImage = async (bytes: Buffer): Promise<ImageType | undefined> => {
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes.subarray(0, 4100));
  if (!found || !isImageMime(found.mime)) return undefined;
  const { format, ext } = IMAGE_TYPES[found.mime];
  return { mime: found.mime, format, ext };
};

/** Larger pictures than this, in pixels of all frames together, are refused before they are decoded. */
export const MAX_PIXELS = 40_000_000;

export const UNREADABLE_IMAGE = 'The image could not be read. Please upload a valid JPG, PNG, GIF or WebP file.';

/** The refusal of a picture over MAX_PIXELS, in the words the console and the site show. */
export const tooManyPixels = (width: number, height: number, frames = 1) =>
  frames > 1
    ? `This image is too large in pixels (${frames} frames of ${width} × ${height}). Use an image of at most 40 megapixels, all frames together.`
    : `This image is too large in pixels (${width} × ${height}). Use an image of at most 40 megapixels.`;

/**
 * Why a picture must not be decoded, or undefined when it may: more than MAX_PIXELS in all its
 * frames (a decompression bomb: a few hundred kilobytes can claim gigabytes of pixels), or a header
 * no decoder can read. Only the header is read (sharp's metadata decodes no pixels), so a bomb
 * costs nothing here.
 */
export const pixelProblem = async (input: Buffer | string): Promise<string | undefined> => {
  // sharp's own limit (268 megapixels) would refuse to read the header of a larger one, unnamed.
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header?.width || !header.height) return UNREADABLE_IMAGE;
  const { width, height } = header;
  // Without `animated`, sharp describes one frame and counts the frames in `pages`.
  const frameHeight = header.pageHeight ?? height;
  const frames = header.pages ?? 1;
  return width * frameHeight * frames > MAX_PIXELS ? tooManyPixels(width, frameHeight, frames) : undefined;
};
