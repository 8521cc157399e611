import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { admin, readAllFaqs } from './helpers/content';
import { baseUrl, call, type Reply } from './helpers/http';

/**
 * Other spellings of the API's separators (issue 41): doubled, tripled or encoded slashes and
 * backslashes before, inside or after `backend/api` are no route, and answer the API's own JSON 404
 * for every method and caller; never the static files' "Malicious Path", the router's plain-text
 * 405, the site's HTML page or a redirect, and never what the route itself would have answered.
 */
const SPELLINGS = [
  '//backend/api/settings/read.php',
  '///backend/api/settings/read.php',
  '//backend//api/settings/read.php',
  '/backend//api/settings/read.php',
  '/backend/api//settings/read.php',
  '//BACKEND/Api/settings/read.php',
  '/%2Fbackend/api/settings/read.php',
  '/%2fbackend%2fapi%2fsettings/read.php',
  '/backend%5Capi/settings/read.php',
  '//backend/api/inquiries/read.php',
  '//backend/api/faqs/create.php',
  '//backend/api/nope.php',
  '//backend/api/',
  '//backend/api',
];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];

const expectApiNotFound = (reply: Reply, what: string) => {
  const detail = `${what}: ${reply.status} ${reply.headers.get('content-type')} ${reply.text.slice(0, 120)}`;
  expect(reply.status, detail).toBe(404);
  expect(reply.headers.get('content-type'), detail).toMatch(/^application\/json/);
  expect(reply.body, detail).toEqual({ success: false, message: 'Not found.' });
};

/** A request sent byte for byte as written (fetch would read a backslash as a slash). */
const raw = (method: string, path: string) =>
  new Promise<Reply>((resolve, reject) => {
    const sent = request(`${baseUrl()}/`, { method, path, headers: { Accept: 'application/json' } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        const headers = new Headers(Object.entries(response.headers).map(([name, value]) => [name, String(value)]));
        resolve({ status: response.statusCode ?? 0, text, headers, body: /json/.test(headers.get('content-type') ?? '') ? JSON.parse(text) : text });
      });
    });
    sent.on('error', reject);
    sent.end();
  });

describe('other spellings of an API path', () => {
  it('answer the API’s JSON 404 to every method, signed in or not', async () => {
    const cookie = await admin();
    for (const path of SPELLINGS) {
      for (const method of METHODS) {
        expectApiNotFound(await call(method, path, { headers: { Accept: 'text/html,application/json' } }), `${method} ${path}`);
        const json = method === 'GET' ? undefined : { question: `Spelled ${path}?`, answer: 'No.' };
        expectApiNotFound(await call(method, path, { cookie, json }), `${method} ${path} as an admin`);
      }
    }
    // Not one of those writes went through to the route.
    expect((await readAllFaqs()).filter((faq) => faq.question.startsWith('Spelled '))).toEqual([]);
  });

  it('read backslashes as slashes too', async () => {
    for (const path of ['/\\backend/api/settings/read.php', '/backend\\api/settings/read.php']) {
      for (const method of METHODS) expectApiNotFound(await raw(method, path), `${method} ${path}`);
    }
  });

  it('leave the one spelling of a route (any letter case, a trailing slash) as it was', async () => {
    for (const path of ['/backend/api/settings/read.php', '/BACKEND/API/settings/read.php', '/backend/api/settings/read.php/']) {
      const reply = await call('GET', path);
      expect(reply.status, path).toBe(200);
      expect(reply.body.success, path).toBe(true);
    }
  });
});
