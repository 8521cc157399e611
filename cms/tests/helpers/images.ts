import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

const IEND = Buffer.from('IEND', 'latin1');

/** A PNG chunk (length, type, data, CRC). */
const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** Adds a chunk before IEND (a valid PNG stays valid: readers skip unknown ancillary chunks). */
export const withPngChunk = (png: Buffer, type: string, data: Buffer) => {
  const at = png.lastIndexOf(IEND) - 4;
  return Buffer.concat([png.subarray(0, at), pngChunk(type, data), png.subarray(at)]);
};

/**
 * A real PNG of exactly `size` bytes: incompressible noise, padded with a private ancillary chunk.
 * Re-encoded it stays about as large (noise does not compress).
 */
export const exactSizePng = async (size: number) => {
  const width = 1200;
  // Stored (level 0) zlib adds 5 bytes per 64 KB block: 64 KB of room is plenty.
  const height = Math.floor((size - 65_536) / (width * 3 + 1));
  const png = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const padding = size - png.length - 12;
  if (padding < 0) throw new Error(`a ${width}x${height} PNG is already ${png.length} bytes`);
  return withPngChunk(png, 'paDd', Buffer.alloc(padding));
};

/** A JPEG photo with EXIF: a GPS position, a camera and an orientation. */
export const photoWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#4a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Orientation: '1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 2/1 3/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 53/1 44/1' },
    })
    .toBuffer();

/** A JPEG with a comment segment (FFFE) right after its start marker. */
export const jpegWithComment = (jpeg: Buffer, comment: string) => {
  const text = Buffer.from(comment, 'latin1');
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, text, jpeg.subarray(2)]);
};

/** A minimal ZIP archive holding one small file (as a polyglot's tail). */
export const tinyZip = () => {
  const name = Buffer.from('evil.html');
  const data = Buffer.from('<html><script>alert(1)</script></html>');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(zlib.crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(zlib.crc32(data), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
};

/** A small real PNG whose header claims `width` x `height` pixels (a decompression bomb's header). */
export const pngClaiming = async (width: number, height: number) => {
  const png = Buffer.from(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer());
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC follows its 13 bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
};

/**
 * A real PNG of `width` x `height` pixels of one colour: a few hundred kilobytes for 15000 x 15000
 * (225 megapixels, some 700 MB once decoded), the shape of a decompression bomb.
 */
export const plainPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

/**
 * An animated GIF or WebP of `frames` frames of `size` x `size` pixels, each frame of its own colour
 * (a GIF encoder merges frames that are alike). Every frame is small; all of them together are not.
 */
export const animatedImage = async (format: 'gif' | 'webp', size: number, frames: number) => {
  const pictures = await Promise.all(
    Array.from({ length: frames }, (_, index) =>
      sharp({ create: { width: size, height: size, channels: 3, background: { r: (index * 53) % 256, g: (index * 97) % 256, b: (index * 151) % 256 } } })
        .png({ compressionLevel: 1 })
        .toBuffer(),
    ),
  );
  const animation = sharp(pictures, { join: { animated: true } });
  return format === 'gif' ? animation.gif({ colours: 8, dither: 0, effort: 1 }).toBuffer() : animation.webp({ lossless: true, effort: 0 }).toBuffer();
};

/** A small real JPEG whose frame header (SOF0) claims `width` x `height` pixels. */
export const jpegClaiming = async (width: number, height: number) => {
  const jpeg = Buffer.from(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).jpeg().toBuffer());
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (frame < 0) throw new Error('no baseline frame header');
  // FFC0, length (2), precision (1), then height and width (2 each).
  jpeg.writeUInt16BE(height, frame + 5);
  jpeg.writeUInt16BE(width, frame + 7);
  return jpeg;
};
