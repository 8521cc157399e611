import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { guardUploadService, type UploadedFile } from '../src/extensions/upload/image-guard';
import { admin, consoleToken, fileForm, IMAGE_MIME, type ImageKind } from './helpers/content';
import { api, baseUrl, call, type Reply } from './helpers/http';
import { animatedImage, jpegClaiming, plainPng, pngClaiming } from './helpers/images';
import { plantUpload, storedUploads } from './helpers/stored-uploads';

/**
 * Every way a file gets into the upload store, each checked alike: only JPEG, PNG, GIF and WebP
 * pictures by their bytes, under an image name, of at most 40 megapixels in all their frames; and
 * what was stored before these checks is never served as a page or a script. A new upload path is
 * one line of PATHS.
 */

// Bombs take seconds to draw, pictures of 40 megapixels seconds to store.
vi.setConfig({ testTimeout: 120_000 });

/** One file as a client sends it. */
type Sent = { bytes: Buffer | string; filename: string; type: string };

type UploadPath = {
  name: string;
  send: (file: Sent) => Promise<Reply>;
  /** The status of an upload that stored the file. */
  created: number;
  /** The stored file's name (`<hash><ext>`, as in /uploads/<name>) in a reply that stored one. */
  storedName: (reply: Reply) => string;
  /**
   * The site stores a picture under the name of its type, whatever it was called; the console keeps
   * the name it was sent with, so it must refuse a picture named like a page or a script.
   */
  renames: boolean;
};

const asConsole = async (target: string, file: Sent) =>
  call('POST', target, { headers: { Authorization: `Bearer ${await consoleToken()}` }, multipart: fileForm(file.bytes, file.filename, file.type, 'files') });

const consoleGet = async (target: string) => {
  const reply = await call('GET', target, { headers: { Authorization: `Bearer ${await consoleToken()}` } });
  expect(reply.status, reply.text.slice(0, 300)).toBe(200);
  return reply.body;
};

type FileRecord = { id: number; hash: string; ext: string };
const nameOf = (record: FileRecord) => `${record.hash}${record.ext}`;

/** The media library file that the replace paths replace (stored in beforeAll). */
let replaced = 0;

const PATHS: UploadPath[] = [
  {
    name: 'upload_image.php (the site, as its admin)',
    send: async (file) => api.post('/upload_image.php', { cookie: await admin(), multipart: fileForm(file.bytes, file.filename, file.type) }),
    created: 201,
    storedName: (reply) => reply.body.relative_path,
    renames: true,
  },
  { name: 'POST /upload (the console media library)', send: (file) => asConsole('/upload', file), created: 201, storedName: (reply) => nameOf(reply.body[0]), renames: false },
  { name: 'POST /upload/files (the console, one file)', send: (file) => asConsole('/upload/files', file), created: 201, storedName: (reply) => nameOf(reply.body), renames: false },
  { name: 'POST /upload?id= (the console replaces a file)', send: (file) => asConsole(`/upload?id=${replaced}`, file), created: 200, storedName: (reply) => nameOf(reply.body), renames: false },
  {
    name: 'POST /upload/files/:id/replace (the console replaces a file)',
    send: (file) => asConsole(`/upload/files/${replaced}/replace`, file),
    created: 200,
    storedName: (reply) => nameOf(reply.body),
    renames: false,
  },
];

/** Each upload path with each row of a table, named for it.each. */
const everyPath = <T extends unknown[]>(rows: T[]) => PATHS.flatMap((route) => rows.map((row) => [route.name, ...row, route] as [string, ...T, UploadPath]));

const picture = (kind: ImageKind, width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#7a5' } })
    .toFormat(kind)
    .toBuffer();

beforeAll(async () => {
  const reply = await asConsole('/upload', { bytes: await picture('png'), filename: 'to-replace.png', type: 'image/png' });
  expect(reply.status, reply.text.slice(0, 300)).toBe(201);
  replaced = (reply.body[0] as FileRecord).id;
});

/** Everything an upload could change: the media library's size, the stored files, and the file the replace paths replace. */
const snapshot = async () => ({
  library: (await consoleGet('/upload/files?pageSize=1')).pagination.total as number,
  stored: await storedUploads(),
  replaced: await consoleGet(`/upload/files/${replaced}`),
});

/** The words a person reads: the site's `message`, or the console's `error.message`. */
const messageOf = (reply: Reply): string => reply.body?.message ?? reply.body?.error?.message ?? '';

const expectRefused = (reply: Reply, words: RegExp) => {
  expect(reply.status, reply.text.slice(0, 300)).toBeGreaterThanOrEqual(400);
  expect(reply.status, reply.text.slice(0, 300)).toBeLessThan(500);
  expect(messageOf(reply)).toMatch(words);
};

const ONLY_PICTURES = /Only JPG, PNG, GIF,? and WebP/;

const PAGE = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" onload="alert(1)"><script>alert(2)</script></svg>';
const XML_PAGE = (root: string, namespace: string) => `<?xml version="1.0"?><${root} xmlns="${namespace}"><script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script></${root}>`;

describe('every upload path refuses pages and scripts, whatever they are called, and stores nothing', () => {
  const SCRIPTS: Array<[string, Sent]> = [
    ['a script (.js)', { bytes: 'alert(document.cookie);\n', filename: 'tool.js', type: 'text/javascript' }],
    ['a module (.mjs)', { bytes: 'export const steal = () => fetch("/backend/api/users/read.php");\n', filename: 'tool.mjs', type: 'text/javascript' }],
    ['an ECMAScript file (.es)', { bytes: 'alert(document.cookie);\n', filename: 'tool.es', type: 'application/ecmascript' }],
    ['an HTML page (.html)', { bytes: PAGE, filename: 'page.html', type: 'text/html' }],
    ['an XHTML page (.xhtml)', { bytes: XML_PAGE('html', 'http://www.w3.org/1999/xhtml'), filename: 'page.xhtml', type: 'application/xhtml+xml' }],
    ['an SVG drawing with a script (.svg)', { bytes: SVG, filename: 'drawing.svg', type: 'image/svg+xml' }],
    ['an RDF document (.rdf)', { bytes: XML_PAGE('RDF', 'http://www.w3.org/1999/02/22-rdf-syntax-ns#'), filename: 'data.rdf', type: 'application/rdf+xml' }],
    ['a XUL document (.xul)', { bytes: XML_PAGE('window', 'http://www.mozilla.org/keymaster/gatekeeper/there.is.only.xul'), filename: 'app.xul', type: 'application/vnd.mozilla.xul+xml' }],
    ['an XML document (.xml)', { bytes: XML_PAGE('data', 'urn:x'), filename: 'data.xml', type: 'text/xml' }],
    ['an HTML page named .png and declared image/png', { bytes: PAGE, filename: 'photo.png', type: 'image/png' }],
    ['an SVG named .png and declared image/png', { bytes: SVG, filename: 'drawing.png', type: 'image/png' }],
    ['a script named .jpg and declared image/jpeg', { bytes: 'alert(document.cookie);\n', filename: 'photo.jpg', type: 'image/jpeg' }],
    ['an HTML page named .gif, sent as application/octet-stream', { bytes: PAGE, filename: 'photo.gif', type: 'application/octet-stream' }],
    ['an HTML page without an extension or a type', { bytes: PAGE, filename: 'photo', type: '' }],
  ];

  it.each(everyPath(SCRIPTS))('%s: %s', async (_path, _file, file, route) => {
    const before = await snapshot();
    expectRefused(await route.send(file), ONLY_PICTURES);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a real picture under the name of a page or a script is never stored under that name', () => {
  const NAMES: Array<[string, string]> = [
    ['page.html', 'text/html'],
    ['tool.js', 'text/javascript'],
    ['drawing.svg', 'image/svg+xml'],
    ['page.xhtml', 'image/png'],
    ['photo.png.html', 'image/png'],
  ];

  it.each(everyPath(NAMES))('%s: a PNG named %s, declared %s', async (_path, filename, type, route) => {
    const before = await snapshot();
    const reply = await route.send({ bytes: await picture('png'), filename, type });
    if (!route.renames) {
      expectRefused(reply, ONLY_PICTURES);
      expect(await snapshot()).toEqual(before);
      return;
    }
    // The site names what it stores after the picture's type.
    expect(reply.status, reply.text.slice(0, 300)).toBe(route.created);
    expect(route.storedName(reply)).toMatch(/\.png$/);
    const served = await fetch(`${baseUrl()}/uploads/${route.storedName(reply)}`);
    expect(served.headers.get('content-type')).toBe('image/png');
  });
});

/** The process's highest resident memory, above where it started, while `run` ran. */
const peakGrowth = async <T>(run: () => Promise<T>) => {
  // The test server runs in this process (tests/global-setup.ts; the test files run in its worker
  // threads), so the process's resident memory is the server's, the pixel buffers of sharp included.
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  try {
    const result = await run();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, growth: peak - start };
  } finally {
    clearInterval(timer);
  }
};

/** Drawn once, on first use. */
const once = (make: () => Promise<Buffer>) => {
  let made: Promise<Buffer> | undefined;
  return () => (made ??= make());
};

const MB = 1024 * 1024;

describe('every upload path refuses a decompression bomb before decoding it, and stores nothing', () => {
  const BOMBS: Array<[string, () => Promise<Buffer>, Sent['filename'], Sent['type'], string]> = [
    ['a PNG of 15000 × 15000 pixels (225 megapixels in some 700 KB)', once(() => plainPng(15000, 15000)), 'bomb.png', 'image/png', '(15000 × 15000)'],
    ['a PNG one row over 40 megapixels (8000 × 5001)', once(() => plainPng(8000, 5001)), 'wide.png', 'image/png', '(8000 × 5001)'],
    ['a tiny PNG whose header claims 20000 × 20000 (over sharp’s own limit)', once(() => pngClaiming(20000, 20000)), 'claims.png', 'image/png', '(20000 × 20000)'],
    ['a tiny JPEG whose header claims 30000 × 30000', once(() => jpegClaiming(30000, 30000)), 'claims.jpg', 'image/jpeg', '(30000 × 30000)'],
    ['an animated GIF of 5 frames of 3000 × 3000 (45 megapixels in all)', once(() => animatedImage('gif', 3000, 5)), 'frames.gif', 'image/gif', '(5 frames of 3000 × 3000)'],
    ['an animated WebP of 5 frames of 3000 × 3000 (45 megapixels in all)', once(() => animatedImage('webp', 3000, 5)), 'frames.webp', 'image/webp', '(5 frames of 3000 × 3000)'],
  ];

  it.each(everyPath(BOMBS))('%s: %s', async (_path, _bomb, make, filename, type, size, route) => {
    const bytes = await make();
    const before = await snapshot();
    const started = performance.now();
    const { result: reply, growth } = await peakGrowth(() => route.send({ bytes, filename, type }));
    const elapsed = performance.now() - started;

    expectRefused(reply, /too large in pixels/);
    expect(messageOf(reply)).toContain(size);
    expect(messageOf(reply)).toContain('at most 40 megapixels');
    expect(await snapshot()).toEqual(before);
    // Decoded, the 15000 × 15000 picture alone would take some 700 MB; the header takes nothing.
    expect(growth / MB, 'the server grew by (MB)').toBeLessThan(100);
    expect(elapsed, 'answered after (ms)').toBeLessThan(5000);
  });
});

describe('every upload path still stores normal pictures, served as images', () => {
  const KINDS: Array<[ImageKind, string]> = [
    ['jpeg', 'photo.jpg'],
    ['png', 'photo.png'],
    ['webp', 'photo.webp'],
    ['gif', 'photo.gif'],
  ];

  const expectStored = async (route: UploadPath, reply: Reply, kind: ImageKind) => {
    expect(reply.status, reply.text.slice(0, 300)).toBe(route.created);
    const name = route.storedName(reply);
    expect(await storedUploads()).toContain(name);
    const served = await fetch(`${baseUrl()}/uploads/${name}`);
    expect(served.status).toBe(200);
    // A replaced file keeps its name (and so the type it is served with); the bytes are the new picture.
    expect(served.headers.get('content-type')).toMatch(/^image\/(jpeg|png|gif|webp)$/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe(kind);
  };

  it.each(everyPath(KINDS))('%s: a %s picture (%s)', async (_path, kind, filename, route) => {
    await expectStored(route, await route.send({ bytes: await picture(kind), filename, type: IMAGE_MIME[kind] }), kind);
  });

  it.each(everyPath<[ImageKind]>([['png']]))('%s: a picture of exactly 40 megapixels (8000 × 5000) is still stored', async (_path, _kind, route) => {
    await expectStored(route, await route.send({ bytes: await plainPng(8000, 5000), filename: 'large.png', type: 'image/png' }), 'png');
  });
});

describe('the stock content-API upload routes are gone', () => {
  it.each(['/backend/api/upload', '/backend/api/upload/', '/BACKEND/API/UPLOAD', '/backend/api/upload?id=1', '/backend/api/upload/files'])('POST %s is 404 and stores nothing', async (target) => {
    const before = await snapshot();
    const reply = await call('POST', target, { cookie: await admin(), multipart: fileForm(await picture('png'), 'photo.png', 'image/png', 'files') });
    expect(reply.status, reply.text.slice(0, 300)).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

/** A GET or HEAD with the path sent byte for byte (fetch would normalise some of it). */
const rawRequest = (method: 'GET' | 'HEAD', target: string) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl());
    const request = http.request({ hostname, port, path: target, method }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on('error', reject);
    request.end();
  });

describe('files stored before these checks are never served as pages or scripts', () => {
  /** Names as the upload plugin makes them (`<name>_<10 hex>.<ext>`), with what a browser would run. */
  const OLD: Array<[string, string, string]> = [
    ['old_page_0a1b2c3d4e.html', PAGE, 'text/html'],
    ['old_page_0a1b2c3d4e.xhtml', XML_PAGE('html', 'http://www.w3.org/1999/xhtml'), 'application/xhtml+xml'],
    ['old_tool_0a1b2c3d4e.js', 'alert(document.cookie);\n', 'text/javascript'],
    ['old_tool_0a1b2c3d4e.mjs', 'alert(document.cookie);\n', 'text/javascript'],
    ['old_tool_0a1b2c3d4e.es', 'alert(document.cookie);\n', 'application/ecmascript'],
    ['old_drawing_0a1b2c3d4e.svg', SVG, 'image/svg+xml'],
    ['old_data_0a1b2c3d4e.xml', XML_PAGE('data', 'urn:x'), 'text/xml'],
    ['old_app_0a1b2c3d4e.xul', XML_PAGE('window', 'http://www.mozilla.org/keymaster/gatekeeper/there.is.only.xul'), 'application/vnd.mozilla.xul+xml'],
  ];

  beforeAll(async () => {
    for (const [name, body, type] of OLD) await plantUpload(name, Buffer.from(body), type);
    await plantUpload('old_photo_0a1b2c3d4e.png', Buffer.from(PAGE), 'text/html');
  });

  const ADDRESSES = (name: string) => [`/uploads/${name}`, `/backend/uploads/images/${name}`];

  it.each(OLD.flatMap(([name]) => ADDRESSES(name).flatMap((address) => [['GET', address] as const, ['HEAD', address] as const])))(
    '%s %s is a download: application/octet-stream, attachment, nosniff',
    async (method, address) => {
      const reply = await rawRequest(method, address);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('application/octet-stream');
      expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="old_[a-z]+_0a1b2c3d4e\.[a-z]+"$/);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it.each(
    OLD.flatMap(([name]) => {
      const [base, ext] = [name.slice(0, name.lastIndexOf('.')), name.slice(name.lastIndexOf('.') + 1)];
      return [`/UPLOADS/${name}`, `/Uploads/${name}`, `/uploads/${base}%2E${ext}`, `/uploads/${base}%2e${ext}`, `/uploads//${name}`, `/uploads/./${name}`, `/uploads/${name}/`];
    }),
  )('another spelling, %s, is 404 or a download, never the page', async (address) => {
    const reply = await rawRequest('GET', address);
    if (reply.status !== 404) expect(reply.headers['content-type']).toBe('application/octet-stream');
    expect(reply.status === 404 || reply.status === 200).toBe(true);
  });

  it('an old page stored under an image name is served as that image type, with nosniff', async () => {
    for (const address of ADDRESSES('old_photo_0a1b2c3d4e.png')) {
      const reply = await rawRequest('GET', address);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('image/png');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('a variant of a stored decompression bomb is refused, not decoded', async () => {
    await plantUpload('old_bomb_0a1b2c3d4e.png', await plainPng(15000, 15000), 'image/png');
    const { result: reply, growth } = await peakGrowth(() => rawRequest('GET', '/uploads/old_bomb_0a1b2c3d4e.png?w=320'));
    expect(reply.status).toBe(404);
    expect(growth / MB, 'the server grew by (MB)').toBeLessThan(100);
  });
});

describe('the upload service itself checks files, for callers without a route (the URL import, the seed)', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'afh-upload-guard-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  /** The plugin's upload service, wrapped as the extension wraps it, around a stand-in that records calls. */
  const guarded = () => {
    const inner = { upload: vi.fn(async (_input: unknown) => ['stored']), replace: vi.fn(async (_id: unknown, _input: unknown) => 'replaced'), findOne: vi.fn(async () => null) };
    const plugin = { services: { upload: (_deps: unknown) => inner } };
    guardUploadService(plugin);
    return { inner, service: plugin.services.upload({}) };
  };

  /** A file as the URL import saves it: a name from the address (maybe without extension), the type the remote server declared. */
  const saved = async (name: string, bytes: Buffer | string, mimetype: string): Promise<UploadedFile> => {
    const filepath = path.join(dir, `${Math.random().toString(36).slice(2)}-${name}`);
    await writeFile(filepath, bytes);
    return { filepath, originalFilename: name, mimetype };
  };

  it.each<[string, () => Promise<UploadedFile>, RegExp]>([
    ['a 15000 × 15000 PNG bomb', async () => saved('bomb.png', await plainPng(15000, 15000), 'image/png'), /too large in pixels \(15000 × 15000\)/],
    ['an animated GIF of 45 megapixels', async () => saved('frames', await animatedImage('gif', 3000, 5), 'image/gif'), /5 frames of 3000 × 3000/],
    ['an HTML page from an address without extension', async () => saved('download', PAGE, 'text/html'), ONLY_PICTURES],
    ['an HTML page declared image/png', async () => saved('photo', PAGE, 'image/png'), ONLY_PICTURES],
    ['a picture named .svg', async () => saved('drawing.svg', await picture('png'), 'image/png'), ONLY_PICTURES],
  ])('%s is refused with a 400 before the plugin sees it, on upload and on replace', async (_name, make, words) => {
    const { inner, service } = guarded();
    const file = await make();
    await expect(service.upload({ data: {}, files: [file] })).rejects.toMatchObject({ name: 'ValidationError', message: expect.stringMatching(words) });
    await expect(service.replace(1, { data: {}, file })).rejects.toMatchObject({ name: 'ValidationError', message: expect.stringMatching(words) });
    expect(inner.upload).not.toHaveBeenCalled();
    expect(inner.replace).not.toHaveBeenCalled();
  });

  it('a picture is handed on, typed by its bytes whatever was declared; other methods are the plugin’s own', async () => {
    const { inner, service } = guarded();
    const file = await saved('photo', await picture('webp'), 'application/octet-stream');
    expect(await service.upload({ data: {}, files: file })).toEqual(['stored']);
    expect(inner.upload).toHaveBeenCalledTimes(1);
    expect(file.mimetype).toBe('image/webp');
    expect(service.findOne).toBe(inner.findOne);
  });
});
