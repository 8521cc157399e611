import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPhone, slugify } from '../../web/src/lib/format';
import { fillText, PAGE_TEXT } from '../../web/src/features/site/page-text';
import { admin } from './helpers/content';
import { loadPage } from './helpers/html';
import { api, baseUrl } from './helpers/http';

type Settings = Record<string, any>;
const readSettings = async (): Promise<Settings> => (await api.get('/settings/read.php')).body.data;
const updateSettings = async (body: Settings) => {
  const reply = await api.post('/settings/update.php', { cookie: await admin(), json: body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
};

let original: Settings;
beforeAll(async () => {
  original = await readSettings();
});
afterAll(async () => {
  await updateSettings(original);
});

const PUBLIC_PAGES: [string, { title: string; description: string }][] = [
  ['/about', PAGE_TEXT.about],
  ['/services', PAGE_TEXT.services],
  ['/programs', PAGE_TEXT.programs],
  ['/faq', PAGE_TEXT.faq],
  ['/costs', PAGE_TEXT.costs],
  ['/our-home', PAGE_TEXT.ourHome],
  ['/contact', PAGE_TEXT.contact],
  ['/privacy', PAGE_TEXT.privacy],
  ['/terms', PAGE_TEXT.terms],
  ['/consumer-health-data', PAGE_TEXT.healthData],
];

describe('the head of each page, as served without JavaScript', () => {
  it.each(PUBLIC_PAGES)('%s carries its title, description, canonical link, Open Graph and Twitter tags', async (path, text) => {
    const { status, page, headers } = await loadPage(path);
    const name = original.business_name;
    const title = `${text.title} | ${name}`;
    expect(status).toBe(200);
    expect(page.titles).toEqual([title]);
    expect(page.meta('description')).toEqual([text.description]);
    expect(page.link('canonical')).toEqual([`${baseUrl()}${path}`]);
    expect(page.meta('og:title')).toEqual([title]);
    expect(page.meta('og:description')).toEqual([text.description]);
    expect(page.meta('og:url')).toEqual([`${baseUrl()}${path}`]);
    expect(page.meta('og:type')).toEqual(['website']);
    expect(page.meta('og:site_name')).toEqual([name]);
    expect(page.meta('og:image')[0]).toMatch(new RegExp(`^${baseUrl()}/images/`));
    expect(page.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(page.meta('twitter:title')).toEqual([title]);
    expect(page.meta('robots')).toEqual([]);
    expect(headers.get('x-robots-tag')).toBeNull();
  });

  it("/ is titled with the business name alone, describes the home from the settings and keeps the home's preload block", async () => {
    const { status, page, root } = await loadPage('/');
    expect(status).toBe(200);
    expect(page.title).toBe(original.business_name);
    expect(page.meta('description')).toEqual([fillText(PAGE_TEXT.home.description, { residents: original.residents_count, phone: formatPhone(original.phone) })]);
    expect(page.meta('description')[0]).toContain(`up to ${original.residents_count} residents`);
    expect(page.link('canonical')).toEqual([`${baseUrl()}/`]);
    // The first hero picture, the page's largest paint.
    expect(page.link('preload')).toEqual(['/images/hero/hero-1-1280.webp']);
    expect(page.head).toMatch(/<link rel="preload" as="image" href="\/images\/hero\/hero-1-1280\.webp" imagesrcset="[^"]*\/images\/hero\/hero-1-640\.webp 640w/);
    expect(root).toContain(original.business_name);
  });

  it("the home page's hero preload is left out on every other page, which is drawn whole", async () => {
    for (const path of ['/about', '/services/personal-care', '/nope']) {
      const { page, root } = await loadPage(path);
      expect(page.link('preload'), path).toEqual([]);
      expect(page.head, path).not.toContain('rel="preload"');
      expect(root, path).toMatch(/^(?:<!--\$-->)?<div\b/);
    }
  });

  it('a page path with a trailing slash is sent to the page itself', async () => {
    const { status, headers, text } = await loadPage('/about/');
    expect(status).toBe(307);
    expect(headers.get('location')).toBe('/about');
    expect(text).toBe('');
  });

  it.each(['/contact?type=tour', '/contact?utm_source=newsletter', '/contact?sent=1', '/contact?sent=0&error=Phone%20is%20required'])(
    'a page path with a query (%s) is the page, with the canonical link of the page itself',
    async (path) => {
      const { status, headers, page } = await loadPage(path);
      expect(status, `redirected to ${headers.get('location')}`).toBe(200);
      expect(page.link('canonical')).toEqual([`${baseUrl()}/contact`]);
    },
  );

  it.each([
    ['/login', PAGE_TEXT.login.title],
    ['/register', PAGE_TEXT.register.title],
    ['/admin', PAGE_TEXT.adminDashboard.title],
    ['/admin/settings', PAGE_TEXT.adminSettings.title],
  ])('%s is the app shell, marked noindex in the head and the X-Robots-Tag header, with its own title', async (path, title) => {
    const { status, page, headers, root } = await loadPage(path);
    expect(status).toBe(200);
    // Drawn by the browser: what it shows depends on who is signed in.
    expect(root).toBe('');
    expect(page.meta('robots')).toEqual(['noindex, nofollow']);
    expect(headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.link('canonical')).toEqual([]);
    expect(page.title).toBe(`${title} | ${original.business_name}`);
  });

  it('a HEAD request gets the status and headers of the page without a body', async () => {
    const response = await fetch(`${baseUrl()}/about`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe('');
  });
});

describe('a service detail page', () => {
  const nasty = 'Respite "Care" $& $\' </title></script><script>alert(1)</script> & <b>more</b>';
  let id: number;

  beforeAll(async () => {
    const reply = await api.post('/services/create.php', {
      cookie: await admin(),
      json: { title: nasty, description: 'Short stays "for" families </script><!-- & carers', features: ['Rest'], image_url: 'respite.jpg' },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    id = reply.body.data.id;
  });
  afterAll(async () => {
    await api.delete(`/services/delete.php?id=${id}`, { cookie: await admin() });
  });

  it("carries the service's own title and description, escaped so that nothing breaks out of the head", async () => {
    const slug = slugify(nasty);
    const { status, page, text, root } = await loadPage(`/services/${slug}`);
    expect(status).toBe(200);
    expect(page.titles).toEqual([`${nasty} | ${original.business_name}`]);
    expect(page.meta('description')).toEqual(['Short stays "for" families </script><!-- & carers']);
    expect(page.meta('og:title')).toEqual([`${nasty} | ${original.business_name}`]);
    expect(page.meta('og:type')).toEqual(['article']);
    expect(page.meta('og:image')).toEqual([`${baseUrl()}/backend/uploads/images/respite.jpg`]);
    expect(page.link('canonical')).toEqual([`${baseUrl()}/services/${slug}`]);
    expect(text).not.toContain('<script>alert(1)');
    expect(text).not.toContain('<b>more');
    // The page itself shows the title as text.
    expect(root).toContain('Respite &quot;Care&quot; $&amp; $&#x27; &lt;/title&gt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;more&lt;/b&gt;');
    // Only the JSON-LD, the app's start script and the page's data: the title's </script><script> became text.
    const kinds = page.scripts.map(({ attributes }) => {
      if (attributes.trim() === 'type="application/ld+json"') return 'ld+json';
      if (attributes.trim() === 'type="application/json" id="initial-data"') return 'data';
      if (/^\s+src="\/assets\/app-start-[\w-]+\.js"/.test(attributes)) return 'app-start';
      return attributes;
    });
    expect(kinds).toEqual(['ld+json', 'ld+json', 'app-start', 'data']);
  });

  it('carries a BreadcrumbList of Home, Services and the service, with < escaped inside the JSON', async () => {
    const slug = slugify(nasty);
    const { page } = await loadPage(`/services/${slug}`);
    const raw = page.scripts.map((script) => script.text).join('');
    expect(raw).not.toContain('<');
    expect(raw).toContain('\\u003c/script\\u003e');
    const crumbs = page.jsonLd().find((block) => block['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${baseUrl()}/` },
      { '@type': 'ListItem', position: 2, name: 'Services', item: `${baseUrl()}/services` },
      { '@type': 'ListItem', position: 3, name: nasty, item: `${baseUrl()}/services/${slug}` },
    ]);
  });

  it('follows a change of title at once: the new slug shows the new title, the old slug is a 404', async () => {
    const before = slugify(nasty);
    expect((await loadPage(`/services/${before}`)).status).toBe(200);
    const reply = await api.put('/services/update.php', { cookie: await admin(), json: { id, title: 'Overnight Respite' } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);

    const renamed = await loadPage('/services/overnight-respite');
    expect(renamed.status).toBe(200);
    expect(renamed.page.title).toBe(`Overnight Respite | ${original.business_name}`);
    expect((await loadPage(`/services/${before}`)).status).toBe(404);
  });

  it('is a 404 once the service is inactive, with the page saying so and "Service not found" as the title', async () => {
    const reply = await api.put('/services/update.php', { cookie: await admin(), json: { id, title: 'Overnight Respite', status: 'inactive' } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { status, page, root } = await loadPage('/services/overnight-respite');
    expect(status).toBe(404);
    expect(root).toContain(PAGE_TEXT.serviceNotFound.title);
    expect(page.title).toBe(`${PAGE_TEXT.serviceNotFound.title} | ${original.business_name}`);
    expect(page.meta('robots')).toEqual(['noindex, nofollow']);
    expect(page.link('canonical')).toEqual([]);
  });
});

describe('an unknown path', () => {
  it.each(['/nope', '/services/no-such-service', '/programs/no-such-program', '/about/team', '/services/personal-care/extra'])(
    '%s answers 404 with the not-found page, titled "Page not found" or "… not found"',
    async (path) => {
      const { status, page, root, headers } = await loadPage(path);
      expect(status).toBe(404);
      expect(headers.get('content-type')).toMatch(/^text\/html/);
      expect(headers.get('cache-control')).toBe('no-cache');
      expect(page.title).toMatch(/not found \|/);
      expect(page.meta('robots')).toEqual(['noindex, nofollow']);
      expect(page.link('canonical')).toEqual([]);
      expect(root).toMatch(/not found/i);
    },
  );

  it('an existing program slug answers 200 and a program is titled by its own name', async () => {
    const { status, page } = await loadPage('/programs/creative-arts');
    expect(status).toBe(200);
    expect(page.title).toBe(`Creative Arts | ${original.business_name}`);
  });
});
