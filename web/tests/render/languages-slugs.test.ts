import { describe, expect, it } from 'vitest';
import type { Program, Service, Settings } from '@afh/contract/records';
import { sitemapEntries } from '../../src/entry-server';
import { PROGRAMS, replies, SERVICES } from './fixtures';
import { render } from './render';

/**
 * Issue 47: a service or program has one address in every language, its English title's slug. The
 * replies in Spanish carry it as `slug` (their `title` is the owner's Spanish title), and every link,
 * head and sitemap entry of a Spanish page uses it, so that each page's twin in the other language
 * exists.
 */
const SPANISH: Partial<Settings> = { languages: ['es'] };
const SITE = 'https://www.cedar-grove-afh.example';

/** The CMS's reply in Spanish: the owner's titles, each with its English title's slug. */
const servicesInSpanish = (): Service[] => [
  { ...SERVICES[0], title: 'Cuidado personal', description: 'Ayuda respetuosa y sin prisas.', untranslated: ['features'], slug: 'personal-care' },
  { ...SERVICES[1], title: 'Atención médica', untranslated: ['description', 'features'], slug: 'medical-care' },
];
const programsInSpanish = (): Program[] => [
  { ...PROGRAMS[0], title: 'Artes creativas', untranslated: ['description', 'activities'], slug: 'creative-arts' },
  { ...PROGRAMS[1], title: 'Eventos sociales', untranslated: ['description', 'activities'], slug: 'social-events' },
];
const spanishReplies = () => replies({ settings: SPANISH, services: servicesInSpanish(), programs: programsInSpanish() });

describe('a service’s and a program’s address in Spanish', () => {
  it('is the English one under /es/: the page shows the Spanish title, and its head and language link name its English twin', async () => {
    for (const [kind, slug, title] of [
      ['services', 'personal-care', 'Cuidado personal'],
      ['programs', 'creative-arts', 'Artes creativas'],
    ]) {
      const { status, html, page, root } = await render(`/es/${kind}/${slug}`, { replies: spanishReplies() });
      expect(status).toBe(200);
      expect(html).toMatch(/<html lang="es"/);
      expect(page.title).toMatch(new RegExp(`^${title} \\| `));
      expect(root).toContain(`>${title}</h1>`);
      expect(page.link('canonical')).toEqual([`${SITE}/es/${kind}/${slug}`]);
      const head = page.head.toLowerCase();
      expect(head).toContain(`hreflang="en" href="${SITE}/${kind}/${slug}"`);
      expect(head).toContain(`hreflang="es" href="${SITE}/es/${kind}/${slug}"`);
      expect(head).toContain(`hreflang="x-default" href="${SITE}/${kind}/${slug}"`);
      expect(root).toMatch(new RegExp(`<a href="/${kind}/${slug}" hrefLang="en" lang="en"[^>]*>English</a>`));
    }
  });

  it('is not found under the Spanish title’s slug', async () => {
    const { status } = await render('/es/services/cuidado-personal', { replies: spanishReplies() });
    expect(status).toBe(404);
  });

  it('is linked back from the English page', async () => {
    const { status, page, root } = await render('/services/personal-care', { replies: replies({ settings: SPANISH }) });
    expect(status).toBe(200);
    expect(page.head.toLowerCase()).toContain(`hreflang="es" href="${SITE}/es/services/personal-care"`);
    expect(root).toMatch(/<a href="\/es\/services\/personal-care" hrefLang="es" lang="es"[^>]*>Español<\/a>/);
  });

  it('is what the Spanish lists, menus and home page link to', async () => {
    for (const path of ['/es/services', '/es/programs', '/es/']) {
      const { root } = await render(path, { replies: spanishReplies() });
      for (const slug of ['personal-care', 'medical-care', 'creative-arts', 'social-events']) {
        if (path === '/es/services' && !['personal-care', 'medical-care'].includes(slug)) continue;
        if (path === '/es/programs' && !['creative-arts', 'social-events'].includes(slug)) continue;
        expect(root, `${path} links to ${slug}`).toMatch(new RegExp(`href="/es/(services|programs)/${slug}"`));
      }
      expect(root).not.toMatch(/href="\/es\/(services|programs)\/(cuidado-personal|atencin-mdica|artes-creativas|eventos-sociales)"/);
    }
  });

  it('is listed in the sitemap under one slug in both languages', () => {
    const paths = sitemapEntries(replies({ settings: SPANISH })).map((entry) => entry.path);
    for (const path of ['/services/personal-care', '/es/services/personal-care', '/programs/creative-arts', '/es/programs/creative-arts']) {
      expect(paths).toContain(path);
    }
    const entry = sitemapEntries(replies({ settings: SPANISH })).find((one) => one.path === '/es/services/medical-care');
    expect(entry?.alternates).toEqual([
      { hreflang: 'en', path: '/services/medical-care' },
      { hreflang: 'es', path: '/es/services/medical-care' },
      { hreflang: 'x-default', path: '/services/medical-care' },
    ]);
  });

  it('leaves the English pages’ addresses as they were (no slug in the English replies)', async () => {
    const { root } = await render('/services', { replies: replies({ settings: SPANISH }) });
    expect(root).toContain('href="/services/personal-care"');
    expect(root).toContain('href="/services/medical-care"');
  });
});
