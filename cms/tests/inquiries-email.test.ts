import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '@strapi/strapi';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { contactForm, uniqueTag, type InquiryRecord } from './helpers/inquiries';
import { startSmtpSink } from './helpers/smtp-sink';

/**
 * The notification email needs SMTP settings at start-up, so this file runs its own Strapi (from the
 * build the global setup compiled) on its own database, pointed at a local SMTP sink.
 */

const { createStrapi } = createRequire(import.meta.url)('@strapi/strapi') as typeof import('@strapi/strapi');
const SETTINGS_EMAIL = 'care@evergreenhaven.example';

let strapi: Core.Strapi | undefined;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let baseUrl = '';
let workDir = '';
let cookie = '';
const errors: string[] = [];
const SMTP_ENV = ['DATABASE_FILENAME', 'PUBLIC_DIR', 'SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASS', 'SMTP_SECURE', 'EMAIL_FROM', 'PUBLIC_URL', 'NOTIFY_EMAIL'];
const savedEnv = Object.fromEntries(SMTP_ENV.map((name) => [name, process.env[name]]));

beforeAll(async () => {
  sink = await startSmtpSink();
  workDir = mkdtempSync(path.join(os.tmpdir(), 'afh-email-test-'));
  Object.assign(process.env, {
    DATABASE_FILENAME: path.join(workDir, 'data.db'),
    PUBLIC_DIR: path.join(workDir, 'public'),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    SMTP_USER: 'mailer@evergreenhaven.example',
    SMTP_PASS: 'smtp-secret',
    SMTP_SECURE: 'false',
    EMAIL_FROM: 'Evergreen Haven website <mailer@evergreenhaven.example>',
    PUBLIC_URL: 'https://home.example.org',
  });
  delete process.env.NOTIFY_EMAIL;
  const appDir = path.resolve(__dirname, '..');
  strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist'), serveAdminPanel: false }).load();
  strapi.log.level = 'warn';
  const logError = strapi.log.error.bind(strapi.log);
  strapi.log.error = ((message: unknown) => (errors.push(String(message)), logError(String(message)))) as typeof strapi.log.error;
  await strapi.listen();
  const address = strapi.server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('Strapi is not listening on a TCP port');
  baseUrl = `http://127.0.0.1:${address.port}/backend/api`;

  const login = await fetch(`${baseUrl}/users/login.php`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }) });
  expect(login.status).toBe(200);
  cookie = login.headers.getSetCookie()[0].split(';')[0];
}, 180_000);

afterAll(async () => {
  await strapi?.destroy();
  await sink?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const submit = async (form: Record<string, string>) => {
  const started = Date.now();
  const reply = await fetch(`${baseUrl}/contact/submit.php`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(form) });
  return { status: reply.status, body: (await reply.json()) as { success: boolean; message: string }, ms: Date.now() - started };
};

const stored = async (tag: string) => {
  const reply = await fetch(`${baseUrl}/inquiries/read.php?search=${tag}`, { headers: { Cookie: cookie } });
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { records: InquiryRecord[] }).records;
};

const forTag = (tag: string) => (message: { data: string }) => message.data.includes(tag);

describe('the notification email', () => {
  it("a new request is stored and emailed to the settings' address, through SMTP with the configured sender and login", async () => {
    const tag = uniqueTag();
    const form = contactForm(tag, { message: `We would like a tour on Friday <b>afternoon</b> & soon. [${tag}]` });
    const reply = await submit(form);
    expect(reply.status).toBe(201);
    expect(reply.body.success).toBe(true);

    const mail = await sink.next(forTag(tag));
    expect(mail.to).toEqual([`<${SETTINGS_EMAIL}>`]);
    expect(mail.from).toBe('<mailer@evergreenhaven.example>');
    expect(mail.auth).toBe('mailer@evergreenhaven.example:smtp-secret');
    expect(mail.data).toMatch(/^Subject: New tour request from Margaret Olsen$/m);
    expect(mail.data).toMatch(/^Reply-To: margaret\.olsen@example\.org$/m);
    expect(mail.data).toContain('Phone: (360) 555-0123');
    expect(mail.data).toContain('Open the inbox: https://home.example.org/admin/inquiries');
    // The visitor's words are text in the HTML part, never markup.
    const html = mail.data.slice(mail.data.indexOf('Content-Type: text/html'));
    expect(html).toContain('&#60;b&#62;afternoon&#60;/b&#62; &#38; soon');
    expect(html).not.toContain('<b>');

    expect(await stored(tag)).toHaveLength(1);
  });

  it('a tour request with the pre-screen’s health answers (issue 46) says there are answers to read in the admin, and carries none', async () => {
    const tag = uniqueTag();
    const care_needs = { mobility: 'Two-person transfer', memory: 'Dementia diagnosis', insulin: 'Yes', payment: 'VA benefits' };
    const reply = await fetch(`${baseUrl}/contact/submit.php`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...contactForm(tag), care_needs, health_data_consent: true }) });
    expect(reply.status).toBe(201);
    const mail = await sink.next(forTag(tag));
    expect(mail.data).toMatch(/^Subject: New tour request from Margaret Olsen$/m);
    expect(mail.data).toContain('This request has answers about care needs: read them in the admin.');
    for (const word of ['Two-person', 'transfer', 'Dementia', 'insulin: yes', 'Insulin: Yes', 'VA benefits', 'I agree']) expect(mail.data).not.toContain(word);
    expect((await stored(tag))[0].care_needs).toEqual(care_needs);
  });

  it('a request without health answers has no such line', async () => {
    const tag = uniqueTag();
    expect((await submit(contactForm(tag))).status).toBe(201);
    expect((await sink.next(forTag(tag))).data).not.toContain('answers about care needs');
  });

  it('NOTIFY_EMAIL, when set, is the address notified; a general question is called an inquiry', async () => {
    process.env.NOTIFY_EMAIL = 'office@evergreenhaven.example';
    try {
      const tag = uniqueTag();
      expect((await submit(contactForm(tag, { serviceType: 'Pricing & Insurance' }))).status).toBe(201);
      const mail = await sink.next(forTag(tag));
      expect(mail.to).toEqual(['<office@evergreenhaven.example>']);
      expect(mail.data).toMatch(/^Subject: New inquiry from Margaret Olsen$/m);
    } finally {
      delete process.env.NOTIFY_EMAIL;
    }
  });

  it('a mail server that hangs does not delay the answer: the request is stored at once and the email follows', async () => {
    const tag = uniqueTag();
    sink.hold();
    try {
      const reply = await submit(contactForm(tag));
      expect(reply.status).toBe(201);
      expect(reply.ms).toBeLessThan(5_000);
      expect(await stored(tag)).toHaveLength(1);
      expect(sink.messages.some(forTag(tag))).toBe(false);
    } finally {
      sink.release();
    }
    await sink.next(forTag(tag));
  });

  it('a mail server that refuses connections loses nothing: 201, the request is stored, and the log names only its id', async () => {
    await sink.stop();
    const tag = uniqueTag();
    const form = contactForm(tag, { email: `private.${tag}@example.org` });
    const reply = await submit(form);
    expect(reply.status).toBe(201);
    expect(reply.body.success).toBe(true);
    const [record] = await stored(tag);
    expect(record).toMatchObject({ status: 'new', email: form.email });

    await expect.poll(() => errors.find((line) => line.includes(`Inquiry ${record.id}:`)), { timeout: 15_000 }).toBeDefined();
    const logged = errors.filter((line) => line.includes(`Inquiry ${record.id}:`)).join('\n');
    expect(logged).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(logged).not.toContain(tag);
    expect(logged).not.toContain('visit next week');
    expect(logged).not.toContain(form.email);
  });
});
