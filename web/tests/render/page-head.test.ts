import { describe, expect, it } from 'vitest';
import { PAGE_DESCRIPTIONS } from '../../src/features/site/page-descriptions';
import { PAGE_TEXT, type PageName } from '../../src/features/site/page-text';
import { PROGRAMS, replies, SERVICES, SETTINGS, SITE } from './fixtures';
import { render } from './render';

const NAME = SETTINGS.business_name;

const text = (page: PageName) => ({ title: PAGE_TEXT[page].title, description: PAGE_DESCRIPTIONS[page] ?? '' });

const PUBLIC_PAGES: [string, { title: string; description: string }][] = [
  ['/about', text('about')],
  ['/services', text('services')],
  ['/programs', text('programs')],
  ['/faq', text('faq')],
  ['/costs', text('costs')],
  ['/our-home', text('ourHome')],
  ['/contact', text('contact')],
  ['/privacy', text('privacy')],
  ['/terms', text('terms')],
  ['/consumer-health-data', text('healthData')],
];

describe('the head of each page, as a crawler without JavaScript reads it', () => {
  it.each(PUBLIC_PAGES)('%s carries its title, description, canonical link, Open Graph and Twitter tags', async (path, text) => {
    const { status, page, headers } = await render(path);
    const title = `${text.title} | ${NAME}`;
    expect(status).toBe(200);
    expect(page.titles).toEqual([title]);
    expect(page.meta('description')).toEqual([text.description]);
    expect(page.link('canonical')).toEqual([`${SITE.url}${path}`]);
    expect(page.meta('og:title')).toEqual([title]);
    expect(page.meta('og:description')).toEqual([text.description]);
    expect(page.meta('og:url')).toEqual([`${SITE.url}${path}`]);
    expect(page.meta('og:type')).toEqual(['website']);
    expect(page.meta('og:site_name')).toEqual([NAME]);
    expect(page.meta('og:image')[0]).toMatch(new RegExp(`^${SITE.url}/images/`));
    expect(page.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(page.meta('twitter:title')).toEqual([title]);
    expect(page.meta('robots')).toEqual([]);
    expect(headers).not.toHaveProperty('X-Robots-Tag');
  });

  it("/ is titled with the business name alone, describes the home from the settings and preloads the home's first picture", async () => {
    const { status, page, root } = await render('/');
    expect(status).toBe(200);
    expect(page.titles).toEqual([NAME]);
    expect(page.meta('description')).toHaveLength(1);
    expect(page.meta('description')[0]).toContain('up to 5 residents');
    expect(page.meta('description')[0]).toContain('(360) 555-0199');
    expect(page.link('canonical')).toEqual([`${SITE.url}/`]);
    // The first hero picture, the page's largest paint.
    expect(page.link('preload')).toEqual(['/images/hero/hero-1-1280.webp']);
    expect(page.head).toMatch(/<link rel="preload" as="image" href="\/images\/hero\/hero-1-1280\.webp" imagesrcset="[^"]*\/images\/hero\/hero-1-640\.webp 640w/);
    expect(root).toContain(NAME);
  });

  it("the home page's hero preload is left out on every other page, which is drawn whole", async () => {
    for (const path of ['/about', '/services/personal-care', '/nope']) {
      const { page, root } = await render(path);
      expect(page.link('preload'), path).toEqual([]);
      expect(page.head, path).not.toContain('rel="preload"');
      expect(root, path).toMatch(/^(?:<!--\$-->)?<div\b/);
    }
  });

  it('a page path with a trailing slash is sent to the page itself', async () => {
    expect(await render('/about/')).toMatchObject({ status: 307, location: '/about', html: '' });
  });

  it.each(['/contact?type=tour', '/contact?utm_source=newsletter', '/contact?sent=1', '/contact?sent=0&error=Phone%20is%20required'])(
    'a page path with a query (%s) is the page, with the canonical link of the page itself',
    async (path) => {
      const { status, location, page } = await render(path);
      expect(status, `redirected to ${location}`).toBe(200);
      expect(page.link('canonical')).toEqual([`${SITE.url}/contact`]);
    },
  );

  it.each([
    ['/login', PAGE_TEXT.login.title],
    ['/register', PAGE_TEXT.register.title],
    ['/admin', 'Dashboard'],
    ['/admin/settings', 'Settings'],
  ])('%s is the app shell, marked noindex in the head and the X-Robots-Tag header, with its own title', async (path, title) => {
    const { status, page, headers, root } = await render(path);
    expect(status).toBe(200);
    // Drawn by the browser: what it shows depends on who is signed in.
    expect(root).toBe('');
    expect(page.meta('robots')).toEqual(['noindex, nofollow']);
    expect(headers['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(page.link('canonical')).toEqual([]);
    expect(page.titles).toEqual([`${title} | ${NAME}`]);
  });
});

describe('a service detail page', () => {
  const nasty = 'Respite "Care" $& $\' </title></script><script>alert(1)</script> & <b>more</b>';
  const respite = { ...SERVICES[0], id: 40, title: nasty, description: 'Short stays "for" families </script><!-- & carers', image_url: 'respite.jpg' };
  const slug = 'respite-care-titlescriptscriptalert1script-bmoreb';
  const withRespite = () => replies({ services: [...SERVICES, respite] });

  it("carries the service's own title and description, escaped so that nothing breaks out of the head", async () => {
    const { status, page, html, root } = await render(`/services/${slug}`, { replies: withRespite() });
    expect(status).toBe(200);
    expect(page.titles).toEqual([`${nasty} | ${NAME}`]);
    expect(page.meta('description')).toEqual(['Short stays "for" families </script><!-- & carers']);
    expect(page.meta('og:title')).toEqual([`${nasty} | ${NAME}`]);
    expect(page.meta('og:type')).toEqual(['article']);
    expect(page.meta('og:image')).toEqual([`${SITE.url}/backend/uploads/images/respite.jpg`]);
    expect(page.link('canonical')).toEqual([`${SITE.url}/services/${slug}`]);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>more');
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
    const { page } = await render(`/services/${slug}`, { replies: withRespite() });
    const raw = page.scripts.map((script) => script.text).join('');
    expect(raw).not.toContain('<');
    expect(raw).toContain('\\u003c/script\\u003e');
    const crumbs = page.jsonLd().find((block) => block['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Services', item: `${SITE.url}/services` },
      { '@type': 'ListItem', position: 3, name: nasty, item: `${SITE.url}/services/${slug}` },
    ]);
  });

  it('is found by the slug of its current title: after a rename the new slug shows the new title, the old one is a 404', async () => {
    const renamed = replies({ services: [...SERVICES, { ...respite, title: 'Overnight Respite' }] });
    const page = await render('/services/overnight-respite', { replies: renamed });
    expect(page.status).toBe(200);
    expect(page.page.titles).toEqual([`Overnight Respite | ${NAME}`]);
    expect((await render(`/services/${slug}`, { replies: renamed })).status).toBe(404);
  });

  it('is a 404 once the public reply no longer lists it, with the page saying so and "Service not found" as the title', async () => {
    const { status, page, root } = await render('/services/personal-care', { replies: replies({ services: SERVICES.slice(1) }) });
    expect(status).toBe(404);
    expect(root).toContain(PAGE_TEXT.serviceNotFound.title);
    expect(page.titles).toEqual([`${PAGE_TEXT.serviceNotFound.title} | ${NAME}`]);
    expect(page.meta('robots')).toEqual(['noindex, nofollow']);
    expect(page.link('canonical')).toEqual([]);
  });
});

describe('an unknown path', () => {
  it.each(['/nope', '/services/no-such-service', '/programs/no-such-program', '/about/team', '/services/personal-care/extra'])(
    '%s answers 404 with the not-found page, titled "Page not found" or "… not found"',
    async (path) => {
      const { status, page, root } = await render(path);
      expect(status).toBe(404);
      expect(page.title).toMatch(/not found \|/);
      expect(page.meta('robots')).toEqual(['noindex, nofollow']);
      expect(page.link('canonical')).toEqual([]);
      expect(root).toMatch(/not found/i);
    },
  );

  it('an existing program slug answers 200 and a program is titled by its own name', async () => {
    const { status, page } = await render('/programs/creative-arts');
    expect(status).toBe(200);
    expect(page.titles).toEqual([`${PROGRAMS[0].title} | ${NAME}`]);
  });
});
