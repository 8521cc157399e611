import http from 'node:http';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, fileForm, tinyImage } from './helpers/content';
import { api, baseUrl } from './helpers/http';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const get = async (path: string) => {
  const response = await fetch(baseUrl() + path);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
};

/**
 * A GET with the path and headers sent byte for byte (fetch resolves dot segments and adds
 * Cache-Control: no-cache to conditional requests).
 */
const rawGet = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; type: string; length: number }>((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl());
    const request = http.request({ hostname, port, path, method: 'GET', headers }, (response) => {
      let length = 0;
      response.on('data', (chunk: Buffer) => (length += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type'] ?? ''), length }));
    });
    request.on('error', reject);
    request.end();
  });

const uploadImage = async (bytes: Buffer, filename: string, type: string) => {
  const reply = await api.post('/upload_image.php', { cookie: await admin(), multipart: fileForm(bytes, filename, type) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { url: string; relative_path: string };
};

describe('image variants of uploads', () => {
  let photo: { url: string; relative_path: string };
  beforeAll(async () => {
    const bytes = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#5a8' } }).jpeg().toBuffer();
    photo = await uploadImage(bytes, 'garden.jpg', 'image/jpeg');
  });

  it.each([320, 480, 640, 960, 1280])('?w=%i answers a WebP of that width, same aspect ratio, cacheable for a year', async (width) => {
    const reply = await get(`${photo.url}?w=${width}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/webp');
    expect(reply.headers.get('cache-control')).toBe(IMMUTABLE);
    const meta = await sharp(reply.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(width);
    expect(meta.height).toBe(Math.round((width * 1000) / 1600));
  });

  it('a second request answers the same bytes (made once, kept on disk)', async () => {
    const first = await get(`${photo.url}?w=480`);
    const second = await get(`${photo.url}?w=480`);
    expect(second.status).toBe(200);
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });

  it('a revalidation with If-Modified-Since answers 304 without a body', async () => {
    const first = await get(`${photo.url}?w=640`);
    const again = await rawGet(`${photo.url}?w=640`, { 'If-Modified-Since': first.headers.get('last-modified')! });
    expect(again.status).toBe(304);
    expect(again.length).toBe(0);
  });

  it('the legacy /backend/uploads/images/<file>?w= path answers the same variant', async () => {
    const direct = await get(`${photo.url}?w=320`);
    const legacy = await get(`/backend/uploads/images/${photo.relative_path}?w=320`);
    expect(legacy.status).toBe(200);
    expect(legacy.headers.get('content-type')).toBe('image/webp');
    expect(legacy.bytes.equals(direct.bytes)).toBe(true);
  });

  it('without ?w the original file is served unchanged', async () => {
    const reply = await get(photo.url);
    expect(reply.status).toBe(200);
    expect((await sharp(reply.bytes).metadata()).format).toBe('jpeg');
  });

  it('a small image is never enlarged', async () => {
    const small = await uploadImage(await tinyImage('png', 100), 'small.png', 'image/png');
    const reply = await get(`${small.url}?w=960`);
    expect(reply.status).toBe(200);
    expect((await sharp(reply.bytes).metadata()).width).toBe(100);
  });

  it.each(['500', '0', '-480', '480px', '1e9', 'abc', ''])('?w=%s (not an allowed width) is refused with 400', async (width) => {
    const reply = await get(`${photo.url}?w=${width}`);
    expect(reply.status).toBe(400);
    expect(reply.headers.get('content-type')).not.toBe('image/webp');
  });

  it('two w parameters are refused with 400', async () => {
    expect((await get(`${photo.url}?w=480&w=640`)).status).toBe(400);
  });

  it('an unknown file is 404', async () => {
    const reply = await get('/uploads/missing_0123456789.jpg?w=480');
    expect(reply.status).toBe(404);
  });

  it.each(['/uploads/../package.json?w=480', '/uploads/..%2Fpackage.json?w=480', '/uploads/%2e%2e%2fpackage.json?w=480', '/uploads/.env?w=480'])(
    '%s never leaves the upload folder',
    async (path) => {
      const reply = await rawGet(path);
      expect(reply.status).not.toBe(200);
      expect(reply.type).not.toBe('image/webp');
    },
  );
});
