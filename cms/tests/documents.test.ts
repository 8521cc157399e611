import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, fileForm, tinyImage } from './helpers/content';
import { api, baseUrl, expectFailure } from './helpers/http';
import { makeUser, type TestUser } from './helpers/sessions';
import { storedUploads } from './helpers/stored-uploads';

const INVALID_PDF = 'Invalid file type. Only PDF documents are allowed.';
const TOO_LARGE = 'File too large. Maximum size is 10MB.';
const MAX_BYTES = 10 * 1024 * 1024;

/** A small, whole PDF: one empty page. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
/** `size` bytes that start like a PDF (the sniffer would call it one). */
const pdfLike = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  PDF.copy(bytes, 0);
  return bytes;
};
const ZIP = Buffer.concat([Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00', 'latin1'), Buffer.alloc(200, 0x41)]);
const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';

const form = (bytes: Uint8Array | string, filename = 'disclosure.pdf', type = 'application/pdf') => fileForm(bytes, filename, type, 'file');
const upload = async (body: FormData, cookie?: string) => api.post('/documents/upload.php', { cookie: cookie ?? (await admin()), multipart: body });
const readDisclosure = async () => (await api.get('/settings/read.php')).body.data.disclosure_url as string;
const setDisclosure = async (value: unknown) => api.post('/settings/update.php', { cookie: await admin(), json: { disclosure_url: value } });

let before = '';
let staff: TestUser;
beforeAll(async () => {
  before = await readDisclosure();
  staff = await makeUser('staff', 'approved');
});
afterAll(async () => {
  await setDisclosure(before);
  await api.delete(`/users/delete.php?id=${staff.id}`, { cookie: await admin() });
});

describe('documents/upload.php', () => {
  it('stores a PDF and it is served as application/pdf, inline, with nosniff', async () => {
    const reply = await upload(form(PDF, 'My Disclosure <x>.pdf'));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.success).toBe(true);
    expect(reply.body.url).toMatch(/^\/uploads\/disclosure-of-services_[0-9a-f]{10}\.pdf$/);
    expect(await storedUploads()).toContain(reply.body.url.slice('/uploads/'.length));

    const response = await fetch(baseUrl() + reply.body.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="disclosure-of-services.pdf"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it.each<[string, () => Promise<Uint8Array | string>]>([
    ['a PNG', () => tinyImage('png')],
    ['an HTML page', async () => HTML],
    ['a ZIP archive', async () => ZIP],
    ['plain text', async () => 'just some notes\n'.repeat(20)],
  ])('%s renamed .pdf and sent as application/pdf is refused with 400 and nothing is stored', async (_kind, bytes) => {
    const stored = await storedUploads();
    expectFailure(await upload(form(await bytes())), 400, INVALID_PDF);
    expect(await storedUploads()).toEqual(stored);
  });

  it('a file one byte over 10 MB that starts like a PDF is refused with 413 in plain words, nothing stored', async () => {
    const stored = await storedUploads();
    expectFailure(await upload(form(pdfLike(MAX_BYTES + 1))), 413, TOO_LARGE);
    expect(await storedUploads()).toEqual(stored);
  }, 60_000);

  it('a 14 MB file is refused with 413 before it is read whole', async () => {
    expectFailure(await upload(form(pdfLike(14 * 1024 * 1024))), 413, TOO_LARGE);
  }, 60_000);

  it('a body without a `file` field answers 400', async () => {
    expectFailure(await upload(fileForm(PDF, 'disclosure.pdf', 'application/pdf', 'image')), 400);
  });

  it('stores an inspection report under its date, served inline under its own name (issue 46)', async () => {
    const body = form(PDF, 'report.pdf');
    body.append('kind', 'inspection-report');
    body.append('date', '2025-04-02');
    const reply = await upload(body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body).toMatchObject({ success: true, kind: 'inspection-report', date: '2025-04-02' });
    expect(reply.body.url).toMatch(/^\/uploads\/inspection-report_2025-04-02_[0-9a-f]{10}\.pdf$/);
    const response = await fetch(baseUrl() + reply.body.url);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="inspection-report.pdf"');
  });

  it.each<[string, Record<string, string>, string]>([
    ['a report without its date', { kind: 'inspection-report' }, 'An inspection report needs the date of the inspection'],
    ['a report on no real day', { kind: 'inspection-report', date: '2025-02-30' }, 'Inspection date must be a date such as 2025-03-04'],
    ['a report dated in words', { kind: 'inspection-report', date: 'last spring' }, 'Inspection date must be a date such as 2025-03-04'],
    ['a report dated next year', { kind: 'inspection-report', date: `${new Date().getUTCFullYear() + 1}-01-01` }, 'Inspection date cannot be in the future'],
    ['an unknown kind', { kind: 'invoice' }, 'Document kind must be one of: disclosure, inspection-report'],
    ['a field it does not take', { name: '../../etc/passwd' }, 'Unknown field: name'],
  ])('%s answers 400 and stores nothing', async (_name, fields, message) => {
    const stored = await storedUploads();
    const body = form(PDF);
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    expectFailure(await upload(body), 400, message);
    expect(await storedUploads()).toEqual(stored);
  });

  it('refuses an anonymous caller with 401 and a signed-in non-admin with 403, storing nothing', async () => {
    const stored = await storedUploads();
    expectFailure(await api.post('/documents/upload.php', { multipart: form(PDF) }), 401);
    expectFailure(await upload(form(PDF), staff.cookie), 403, 'Access denied. Admin privileges required.');
    expect(await storedUploads()).toEqual(stored);
  });
});

describe('the disclosure_url setting', () => {
  it('takes an uploaded PDF path, shows it in the public settings, and takes it off again', async () => {
    const { url } = (await upload(form(PDF))).body;
    const saved = await setDisclosure(url);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await readDisclosure()).toBe(url);
    expect((await setDisclosure('')).status).toBe(200);
    expect(await readDisclosure()).toBe('');
  });

  it.each([
    'https://evil.example/disclosure.pdf',
    '//evil.example/uploads/disclosure.pdf',
    'javascript:alert(1)//.pdf',
    '/uploads/../config/database.pdf',
    '/uploads/disclosure.html',
    '/uploads/nested/disclosure.pdf',
    '/admin/disclosure.pdf',
    '/uploads/disclosure.pdf?download=1',
    '/uploads/.hidden.pdf',
    `/uploads/${'a'.repeat(300)}.pdf`,
  ])('refuses %j with 400 and keeps the stored value', async (value) => {
    await setDisclosure('/uploads/kept_0123456789.pdf');
    const reply = await setDisclosure(value);
    expectFailure(reply, 400);
    expect(reply.body.message).toMatch(/Disclosure of Services/);
    expect(await readDisclosure()).toBe('/uploads/kept_0123456789.pdf');
  });

  it('refuses a value that is not text', async () => {
    expectFailure(await setDisclosure({ url: '/uploads/x.pdf' }), 400);
  });
});
