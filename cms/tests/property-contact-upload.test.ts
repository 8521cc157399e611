import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { admin, storedInquiries } from './helpers/content';
import { call, type Reply } from './helpers/http';
import { storedUploads } from './helpers/stored-uploads';
import { anyBody, checkWrites, expectHandled, expectNoPollution, nastyString, RUNS, send, type Body } from './helpers/property';

// Bad input to the public contact form and to the image upload: see helpers/property.ts.
// Each property makes a few hundred calls: on a busy machine that takes more than the default 30 s.
vi.setConfig({ testTimeout: 300_000 });

afterAll(expectNoPollution);

const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'serviceType', 'message'];

describe('contact/submit.php under generated input', () => {
  it('no 5xx, refusals are JSON (or a redirect back for a form post), a refused message stores nothing', async () => {
    const inquiries = async () => (await storedInquiries()).map((inquiry) => inquiry.documentId);
    const refused = await checkWrites<Body>(
      {
        name: 'POST contact/submit.php',
        send: (body) => send('POST', '/backend/api/contact/submit.php', body),
        snapshot: inquiries,
        // A plain form post is answered with a redirect that carries the verdict.
        refused: (reply: Reply) => reply.status >= 400 || (reply.status === 303 && /sent=0/.test(reply.headers.get('location') ?? '')),
        // Now and then the generator writes a valid message; it is then rightly stored.
        undo: async () => undefined,
      },
      anyBody(CONTACT_FIELDS, { serviceType: fc.constantFrom('Schedule a Tour', 'Other', 'schedule a tour', ''), email: fc.constantFrom('a@b.co', 'not-an-email', '') }),
    );
    expect(refused).toBeGreaterThan(RUNS / 2);
  });
});

type Part = { field: string; filename: string; type: string; bytes: Uint8Array } | { field: string; text: string };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF = [...'GIF89a'].map((c) => c.charCodeAt(0));
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const text = (value: string) => new TextEncoder().encode(value);

/** File contents: random bytes, real magic numbers with junk behind them, SVG and HTML. */
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 2048 }),
  fc.tuple(fc.constantFrom(PNG, GIF, JPEG), fc.uint8Array({ maxLength: 512 })).map(([magic, rest]) => new Uint8Array([...magic, ...rest])),
  fc.constantFrom(
    text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    text('GIF89a<html><script>alert(1)</script></html>'),
    new Uint8Array(0),
  ),
);
const filename = fc.oneof(nastyString.filter((name) => name.length < 300), fc.constantFrom('photo.png', '../../../etc/passwd.png', 'x.svg', 'a.php.jpg', '.htaccess', 'con.png'));
const part: fc.Arbitrary<Part> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ field: fc.constantFrom('image', 'image', 'file', 'image[]', ''), filename, type: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', ''), bytes: fileBytes }) },
  { weight: 1, arbitrary: fc.record({ field: fc.constantFrom('image', 'name', '__proto__'), text: nastyString.filter((value) => value.length < 2000) }) },
);

describe('upload_image.php under generated multipart parts', () => {
  const post = async (parts: Part[], cookie?: string) => {
    const form = new FormData();
    for (const item of parts) {
      if ('text' in item) form.append(item.field, item.text);
      else form.append(item.field, new Blob([new Uint8Array(item.bytes)], { type: item.type }), item.filename);
    }
    return call('POST', '/backend/api/upload_image.php', { multipart: form, cookie });
  };

  it('no 5xx, refusals are JSON, and a refused upload leaves no file behind', async () => {
    const refused = await checkWrites<Part[]>(
      {
        name: 'POST upload_image.php',
        send: async (parts) => post(parts, await admin()),
        snapshot: storedUploads,
        // Junk behind a real magic number may be taken as an image; it is then a stored upload.
        undo: async () => undefined,
      },
      fc.array(part, { maxLength: 3 }),
    );
    expect(refused).toBeGreaterThan(RUNS / 2);
  });

  it('an anonymous caller is refused with 401 whatever the parts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 2 }), async (parts) => {
        const before = await storedUploads();
        const reply = await post(parts);
        expectHandled(reply, 'POST upload_image.php (anonymous)');
        expect(reply.status).toBe(401);
        expect(await storedUploads()).toEqual(before);
      }),
      { numRuns: Math.ceil(RUNS / 4) },
    );
  });
});
