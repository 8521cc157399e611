import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { admin, fileForm, IMAGE_MIME, type ImageKind, tinyImage } from './helpers/content';
import { api, baseUrl, expectFailure } from './helpers/http';
import { exactSizePng } from './helpers/images';
import { storedUploads } from './helpers/stored-uploads';

const INVALID_TYPE = 'Invalid file type. Only JPG, PNG, GIF, and WebP are allowed.';
const TOO_LARGE = 'File too large. Maximum size is 5MB.';
const MAX_BYTES = 5 * 1024 * 1024;

const upload = async (form: FormData) => api.post('/upload_image.php', { cookie: await admin(), multipart: form });

/** Raw bytes of a GET (the `call` helper decodes text, which would mangle an image). */
const download = async (path: string) => {
  const response = await fetch(baseUrl() + path);
  return { status: response.status, type: response.headers.get('content-type') ?? '', bytes: Buffer.from(await response.arrayBuffer()) };
};

/** A buffer of `size` bytes that starts like a PNG (the sniffer would call it one). */
const pngLike = async (size: number) => {
  const bytes = Buffer.alloc(size, 0x41);
  (await tinyImage('png')).copy(bytes, 0);
  return bytes;
};

describe('upload_image.php', () => {
  it.each<[ImageKind, string]>([
    ['png', 'pixel.png'],
    ['gif', 'pixel.gif'],
    ['jpeg', 'pixel.jpg'],
    ['webp', 'pixel.webp'],
  ])('a %s image is stored and answered 201 with url and relative_path', async (kind, filename) => {
    const reply = await upload(fileForm(await tinyImage(kind), filename, IMAGE_MIME[kind]));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body).toMatchObject({ success: true, message: 'Image uploaded successfully.' });
    expect(reply.body.url).toMatch(/^\/uploads\/[^/]+$/);
    expect(reply.body.relative_path).toBe(reply.body.url.slice('/uploads/'.length));
    expect(reply.body.relative_path).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
    // Kept where the server stores uploads: its public folder, or the object store (TEST_UPLOADS=s3).
    expect(await storedUploads()).toContain(reply.body.relative_path);
  });

  it.each<ImageKind>(['png', 'gif', 'jpeg', 'webp'])('an uploaded %s is served at its url and at /backend/uploads/images/<relative_path>', async (kind) => {
    const reply = await upload(fileForm(await tinyImage(kind), `served.${kind}`, IMAGE_MIME[kind]));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);

    const direct = await download(reply.body.url);
    expect(direct.status).toBe(200);
    expect(direct.type).toMatch(/^image\//);
    expect((await sharp(direct.bytes).metadata()).format).toBe(kind);

    const legacy = await download(`/backend/uploads/images/${reply.body.relative_path}`);
    expect(legacy.status).toBe(200);
    expect(legacy.type).toMatch(/^image\//);
    expect(legacy.bytes.equals(direct.bytes)).toBe(true);
  });

  it("a PNG sent as 'notes.txt' with type text/plain is still accepted (the bytes decide)", async () => {
    const reply = await upload(fileForm(await tinyImage('png'), 'notes.txt', 'text/plain'));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.url).toMatch(/\.png$/);
    expect((await download(reply.body.url)).status).toBe(200);
  });

  it("a text file named 'photo.png' with type image/png is refused with 400", async () => {
    expectFailure(await upload(fileForm('just some notes, not a picture\n'.repeat(10), 'photo.png', 'image/png')), 400, INVALID_TYPE);
  });

  it('an SVG image is refused with 400', async () => {
    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script><rect width="8" height="8"/></svg>';
    expectFailure(await upload(fileForm(svg, 'drawing.svg', 'image/svg+xml')), 400, INVALID_TYPE);
  });

  it('an HTML file is refused with 400', async () => {
    const html = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
    expectFailure(await upload(fileForm(html, 'page.png', 'text/html')), 400, INVALID_TYPE);
  });

  it('a file one byte over 5 MB (5242881 bytes) that starts like a PNG is refused with 413', async () => {
    expectFailure(await upload(fileForm(await pngLike(MAX_BYTES + 1), 'big.png', 'image/png')), 413, TOO_LARGE);
  });

  it('a PNG of exactly 5 MB (5242880 bytes) is accepted', async () => {
    // A real picture: what is stored is decoded and encoded again (security-uploads.test.ts).
    const reply = await upload(fileForm(await exactSizePng(MAX_BYTES), 'limit.png', 'image/png'));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.url).toMatch(/^\/uploads\/.+\.png$/);
  }, 120_000);

  it('a 7 MB file is refused with 413 in the JSON error shape', async () => {
    expectFailure(await upload(fileForm(await pngLike(7 * 1024 * 1024), 'huge.png', 'image/png')), 413);
  });

  it('a multipart body without an `image` field answers 400', async () => {
    expectFailure(await upload(fileForm(await tinyImage('png'), 'pixel.png', 'image/png', 'file')), 400);
    const empty = new FormData();
    empty.append('note', 'no file here');
    expectFailure(await upload(empty), 400);
  });

  it('a JSON body answers 400', async () => {
    expectFailure(await api.post('/upload_image.php', { cookie: await admin(), json: { image: 'pixel.png' } }), 400);
  });

  it('an anonymous caller is refused with 401', async () => {
    expectFailure(await api.post('/upload_image.php', { multipart: fileForm(await tinyImage('png'), 'pixel.png', 'image/png') }), 401);
  });
});
