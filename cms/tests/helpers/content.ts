import sharp from 'sharp';
import type { CatalogRecord, Faq } from '@afh/contract/records';
import { expect, inject } from 'vitest';
import { CONSOLE_EMAIL, CONSOLE_PASSWORD } from './accounts';
import { api, call } from './http';
import { adminCookie } from './sessions';

/**
 * Small helpers shared by the content tests (services, programs, FAQs, settings, uploads, contact).
 * Test files run in their own module context, so the caches below live for one file.
 */

let cachedAdmin: Promise<string> | undefined;
/** The first admin's session cookie, signed in once per test file. */
export const admin = () => (cachedAdmin ??= adminCookie());

/** All records of an admin list call (services/read.php, programs/read.php). */
export const readAll = async (kind: 'services' | 'programs') => {
  const reply = await api.get(`/${kind}/read.php`, { cookie: await admin() });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.records as CatalogRecord[];
};

/** How many services or programs the database holds (active and inactive). */
export const countRecords = async (kind: 'services' | 'programs') => (await readAll(kind)).length;

/** All FAQs, active and inactive, as the admin sees them. */
export const readAllFaqs = async () => {
  const reply = await api.get('/faqs/admin_read.php', { cookie: await admin() });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Faq[];
};

export type ImageKind = 'png' | 'gif' | 'jpeg' | 'webp';
export const IMAGE_MIME: Record<ImageKind, string> = { png: 'image/png', gif: 'image/gif', jpeg: 'image/jpeg', webp: 'image/webp' };

/** A real, tiny image of the given format, built in memory. */
export const tinyImage = (kind: ImageKind, size = 8): Promise<Buffer> =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#c33' } })
    .toFormat(kind)
    .toBuffer();

/** A multipart body with one file in the given field (`image` unless told). */
export const fileForm = (bytes: Uint8Array | string, filename: string, type: string, field = 'image') => {
  const form = new FormData();
  form.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), filename);
  return form;
};

/**
 * A bearer token of the Strapi console (the console's own API) for the run's console super admin
 * (helpers/accounts.ts): the one the test setup signed in with, or (should that session have ended)
 * a new sign-in, once per file.
 */
let cachedConsoleToken: Promise<string> | undefined;
export const consoleToken = () =>
  (cachedConsoleToken ??= (async () => {
    const shared = inject('consoleToken');
    if ((await call('GET', '/admin/users/me', { headers: { Authorization: `Bearer ${shared}` } })).status === 200) return shared;
    const reply = await call('POST', '/admin/login', { json: { email: CONSOLE_EMAIL, password: CONSOLE_PASSWORD } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.token as string;
  })());

/** Every stored contact inquiry, as the console's content manager lists it. */
export const storedInquiries = async () => {
  const reply = await call('GET', '/content-manager/collection-types/api::inquiry.inquiry?page=1&pageSize=100', {
    headers: { Authorization: `Bearer ${await consoleToken()}` },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.results as Array<Record<string, any>>;
};
