import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { admin, consoleToken, fileForm, tinyImage } from './helpers/content';
import { api, baseUrl, call, expectFailure } from './helpers/http';
import { jpegWithComment, photoWithGps, pngClaiming, tinyZip, withPngChunk } from './helpers/images';

const POLYGLOT = 'The image carries extra content (markup, script or an archive) and was refused.';
const UNREADABLE = 'The image could not be read. Please upload a valid JPG, PNG, GIF or WebP file.';
const TOO_LARGE = 'File too large. Maximum size is 5MB.';

const upload = async (bytes: Buffer | string, filename: string, type: string) =>
  api.post('/upload_image.php', { cookie: await admin(), multipart: fileForm(bytes, filename, type) });

/** A JPEG of noise, some tens of kilobytes: cut in half, most of its picture is missing. */
const noiseJpeg = () => sharp(randomBytes(128 * 128 * 3), { raw: { width: 128, height: 128, channels: 3 } }).jpeg().toBuffer();

const download = async (path: string) => Buffer.from(await (await fetch(baseUrl() + path)).arrayBuffer());

/** How many files the upload plugin holds (the console's media library). */
const storedFiles = async () => {
  const reply = await call('GET', '/upload/files?pageSize=1', { headers: { Authorization: `Bearer ${await consoleToken()}` } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.pagination.total as number;
};

describe('uploads: metadata is stripped', () => {
  it('a JPEG photo with a GPS position is stored without any EXIF, still a JPEG of the same size', async () => {
    const photo = await photoWithGps();
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);

    const reply = await upload(photo, 'resident.jpg', 'image/jpeg');
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.url).toMatch(/\.jpg$/);

    const stored = await download(reply.body.url);
    const after = await sharp(stored).metadata();
    expect(after.format).toBe('jpeg');
    expect([after.width, after.height]).toEqual([64, 48]);
    expect(after.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('a PNG text chunk (author, comment) is not kept', async () => {
    const png = withPngChunk(await tinyImage('png'), 'tEXt', Buffer.from('Comment\0Taken at 12 Elm Street, room 4', 'latin1'));
    const reply = await upload(png, 'room.png', 'image/png');
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const stored = await download(reply.body.url);
    expect((await sharp(stored).metadata()).format).toBe('png');
    expect(stored.includes(Buffer.from('Elm Street'))).toBe(false);
  });
});

describe('uploads: polyglots and tricks are refused, and nothing is stored', () => {
  const cases: Array<[string, () => Promise<Buffer>, string, string | RegExp]> = [
    ['a PNG with a script appended', async () => Buffer.concat([await tinyImage('png'), Buffer.from('<script>alert(document.cookie)</script>')]), 'image/png', POLYGLOT],
    ['a JPEG with a ZIP archive appended', async () => Buffer.concat([await tinyImage('jpeg'), tinyZip()]), 'image/jpeg', POLYGLOT],
    ['a GIF with HTML appended', async () => Buffer.concat([await tinyImage('gif'), Buffer.from('<html><body>hi</body></html>')]), 'image/gif', POLYGLOT],
    ['a WebP with bytes after its RIFF container', async () => Buffer.concat([await tinyImage('webp'), Buffer.from('PK\x05\x06 trailing', 'latin1')]), 'image/webp', POLYGLOT],
    ['a JPEG whose comment segment is an HTML page', async () => jpegWithComment(await tinyImage('jpeg'), '<!doctype html><script>alert(1)</script>'), 'image/jpeg', POLYGLOT],
    ['a PNG whose text chunk holds PHP', async () => withPngChunk(await tinyImage('png'), 'tEXt', Buffer.from('Comment\0<?php system($_GET[1]); ?>', 'latin1')), 'image/png', POLYGLOT],
    ['a PNG header followed by garbage', async () => Buffer.concat([(await tinyImage('png')).subarray(0, 40), Buffer.alloc(2000, 7)]), 'image/png', UNREADABLE],
    ['a JPEG cut off half-way', async () => { const photo = await noiseJpeg(); return photo.subarray(0, photo.length >> 1); }, 'image/jpeg', UNREADABLE],
    ['a small PNG claiming 20000 x 20000 pixels (a decompression bomb)', () => pngClaiming(20000, 20000), 'image/png', /too large in pixels/],
  ];

  it.each(cases)('%s', async (_name, make, type, message) => {
    const before = await storedFiles();
    expectFailure(await upload(await make(), 'trick.png', type), 400, message);
    expect(await storedFiles()).toBe(before);
  }, 60_000);

  it('an SVG, even named .png and sent as image/png, is refused', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" onload="alert(1)"/>';
    expectFailure(await upload(svg, 'drawing.png', 'image/png'), 400, 'Invalid file type. Only JPG, PNG, GIF, and WebP are allowed.');
  });
});

describe("uploads through the Strapi console's media library", () => {
  it('an SVG is refused there too, and nothing is stored', async () => {
    const before = await storedFiles();
    const form = fileForm('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'drawing.svg', 'image/svg+xml', 'files');
    const reply = await call('POST', '/upload', { headers: { Authorization: `Bearer ${await consoleToken()}` }, multipart: form });
    expect(reply.status, reply.text).toBeGreaterThanOrEqual(400);
    expect(reply.status, reply.text).toBeLessThan(500);
    expect(await storedFiles()).toBe(before);
  });
});

describe('uploads: the body is capped before it is read', () => {
  it('a declared 50 MB body is refused at once with 413, without reading it', async () => {
    const before = await storedFiles();
    const started = Date.now();
    // The body is never sent in full: the server answers from the headers and closes.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(`${baseUrl()}/backend/api/upload_image.php`);
      void admin().then((cookie) => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- node:http's callback API, loaded where it is used
        const http = require('node:http') as typeof import('node:http');
        const request = http.request(
          { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(50 * 1024 * 1024) } },
          (response) => {
            let body = '';
            response.on('data', (chunk) => (body += chunk));
            response.on('end', () => {
              resolve({ status: response.statusCode ?? 0, body });
              // This client never finishes its body: drop the connection, or it would stay open.
              request.destroy();
            });
          },
        );
        request.on('error', reject);
        request.write('--x\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n');
        request.write(Buffer.alloc(64 * 1024));
        // ...and then nothing more: a server that waited for the body would hang here.
      });
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: TOO_LARGE });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await storedFiles()).toBe(before);
  });

  it('a 20 MB upload sent without a length (chunked) is cut off with 413 and nothing is stored', async () => {
    const before = await storedFiles();
    const boundary = 'chunkedboundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    let sent = 0;
    const png = await tinyImage('png');
    const body = Readable.from(
      (function* () {
        yield head;
        yield png;
        while (sent < 20 * 1024 * 1024) {
          sent += 256 * 1024;
          yield Buffer.alloc(256 * 1024, 1);
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const response = await fetch(`${baseUrl()}/backend/api/upload_image.php`, {
      method: 'POST',
      headers: { Cookie: await admin(), 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: Readable.toWeb(body) as ReadableStream,
      duplex: 'half',
    }).catch(() => null);
    // The server answers 413 (or drops the connection) once the limit is passed.
    if (response) {
      expect(response.status).toBe(413);
      expect(((await response.json()) as { success: boolean }).success).toBe(false);
    }
    expect(await storedFiles()).toBe(before);
  }, 60_000);
});
