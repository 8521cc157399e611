import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from './helpers/content';
import { loadPage } from './helpers/html';
import { MESSAGES } from '@afh/contract/messages';
import { api, baseUrl } from './helpers/http';

/** Text as React writes it into markup (& < > " ' escaped). */
const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

// What the CMS does with the pages the web app renders (decision 0026): it hands the renderer the
// current public replies and the site's address, and sends its answer with the right status and
// headers. What a page's head says is tested on the renderer itself (web/tests/render).

type Settings = Record<string, any>;
const readSettings = async (): Promise<Settings> => (await api.get('/settings/read.php')).body.data;
const updateSettings = async (body: Settings) => {
  const reply = await api.post('/settings/update.php', { cookie: await admin(), json: body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
};
const businessOf = async (path: string) => (await loadPage(path)).page.jsonLd().find((block) => Array.isArray(block['@type']) && block['@type'].includes('LocalBusiness'));

let original: Settings;
beforeAll(async () => {
  original = await readSettings();
});
afterAll(async () => {
  await updateSettings(original);
});

describe('a page as the site sends it', () => {
  it('carries the headers the renderer gives: a sign-in page says noindex in X-Robots-Tag, a public page does not', async () => {
    const login = await loadPage('/login');
    expect(login.status).toBe(200);
    expect(login.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const about = await loadPage('/about');
    expect(about.status).toBe(200);
    expect(about.headers.get('x-robots-tag')).toBeNull();
  });

  it("is sent to the router's spelling of its path: a trailing slash answers 307 to the page, with no body", async () => {
    const { status, headers, text } = await loadPage('/about/');
    expect(status).toBe(307);
    expect(headers.get('location')).toBe('/about');
    expect(text).toBe('');
  });

  it('a HEAD request gets the status and headers of the page without a body', async () => {
    const response = await fetch(`${baseUrl()}/about`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe('');
  });

  it.each(['/nope', '/services/no-such-service'])('%s answers 404 with the not-found page, which the browser revalidates', async (path) => {
    const { status, page, headers } = await loadPage(path);
    expect(status).toBe(404);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(page.title).toMatch(/not found \|/);
  });

  it('without PUBLIC_URL, absolute links name the address the request came to', async () => {
    const { page } = await loadPage('/about');
    expect(page.link('canonical')).toEqual([`${baseUrl()}/about`]);
    expect(page.meta('og:url')).toEqual([`${baseUrl()}/about`]);
    expect((await businessOf('/about'))?.['@id']).toBe(`${baseUrl()}/#business`);
  });

  it('/forgot-password is drawn with the branch the app shows (issue 44): without email, who can help and no form, never a promised link', async () => {
    // The shared test server sends no email (no mail server, no PUBLIC_URL).
    expect((await api.get('/users/forgot_password.php')).body).toMatchObject({ email: false, message: MESSAGES.resetByAdmin });
    const { status, root, text } = await loadPage('/forgot-password');
    expect(status).toBe(200);
    expect(root).toContain(htmlText(MESSAGES.resetByAdmin));
    expect(root).not.toMatch(/we will send you a link/i);
    expect(root).not.toContain('Send Reset Link');
    // The app starts from the same answer, so it draws the same branch.
    expect(text).toContain('"forgot_password":{"success":true,"email":false');
    // Other pages carry no such answer.
    expect((await loadPage('/login')).text).not.toContain('forgot_password');
  });
});

describe('a content edit shows on the next page load', () => {
  let id: number;
  beforeAll(async () => {
    const reply = await api.post('/services/create.php', {
      cookie: await admin(),
      json: { title: 'Respite Stays', description: 'Short stays for families and carers', features: ['Rest'], image_url: 'respite.jpg', alt: 'A quiet guest room' },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    id = reply.body.data.id;
  });
  afterAll(async () => {
    await api.delete(`/services/delete.php?id=${id}`, { cookie: await admin() });
  });

  it('a renamed service: the new slug shows the new title, the old slug is a 404', async () => {
    const before = await loadPage('/services/respite-stays');
    expect(before.status).toBe(200);
    expect(before.page.title).toBe(`Respite Stays | ${original.business_name}`);
    const reply = await api.put('/services/update.php', { cookie: await admin(), json: { id, title: 'Overnight Respite' } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);

    const renamed = await loadPage('/services/overnight-respite');
    expect(renamed.status).toBe(200);
    expect(renamed.page.title).toBe(`Overnight Respite | ${original.business_name}`);
    expect((await loadPage('/services/respite-stays')).status).toBe(404);
  });

  it('a service made inactive is a 404, titled "Service not found"', async () => {
    const reply = await api.put('/services/update.php', { cookie: await admin(), json: { id, title: 'Overnight Respite', status: 'inactive' } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { status, page } = await loadPage('/services/overnight-respite');
    expect(status).toBe(404);
    expect(page.title).toBe(`Service not found | ${original.business_name}`);
  });

  it('a settings edit: the home\'s new name and license number are in the title and the structured data of pages already served', async () => {
    for (const path of ['/', '/about']) expect((await loadPage(path)).status).toBe(200);
    await updateSettings({ business_name: 'Cedar <House> & Co', license_number: '751234' });
    const home = await loadPage('/');
    expect(home.page.title).toBe('Cedar <House> & Co');
    expect(home.page.meta('og:site_name')).toEqual(['Cedar <House> & Co']);
    const business = await businessOf('/about');
    expect(business?.name).toBe('Cedar <House> & Co');
    expect(business?.identifier?.value).toBe('751234');
    await updateSettings(original);
    expect((await loadPage('/')).page.title).toBe(original.business_name);
  });

  it('the FAQ page lists exactly the active FAQs of the public read, a new one at once and never an inactive one', async () => {
    const created: number[] = [];
    try {
      for (const [question, status] of [['Visible question?', 'active'], ['Hidden question?', 'inactive']]) {
        const reply = await api.post('/faqs/create.php', { cookie: await admin(), json: { question, answer: 'An answer.', status } });
        expect(reply.status, JSON.stringify(reply.body)).toBe(201);
        created.push(reply.body.data.id);
      }
      const active = (await api.get('/faqs/read.php')).body.data as { question: string }[];
      const faq = (await loadPage('/faq')).page.jsonLd().find((block) => block['@type'] === 'FAQPage');
      expect(faq?.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(active.map((item) => item.question));
      expect(JSON.stringify(faq)).toContain('Visible question?');
      expect(JSON.stringify(faq)).not.toContain('Hidden question?');
    } finally {
      for (const faqId of created) await api.delete('/faqs/delete.php', { cookie: await admin(), json: { id: faqId } });
    }
  });
});
