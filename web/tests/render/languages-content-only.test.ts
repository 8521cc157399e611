import { describe, expect, it } from 'vitest';
import type { Service, Settings } from '@afh/contract/records';
import type { ContentReplies } from '@afh/contract/site';
import { SETTINGS_TRANSLATED } from '@afh/contract/setting-fields';
import { replies, SERVICES, FAQS } from './fixtures';
import { render } from './render';

/**
 * Issue 47: a language without interface text (Vietnamese). The home offers it for the content
 * pages the owner translated into it, inside the English interface: `/vi/services/personal-care`
 * exists once she translated that service; a page she has not, or one without her content, sends
 * the visitor to the English page; a language the home does not offer is not found.
 */
const VIETNAMESE: Partial<Settings> = { languages: ['vi'] };
const SITE_URL = 'https://www.cedar-grove-afh.example';
const TITLE = 'Chăm sóc cá nhân';

/** The services as the CMS answers them in Vietnamese: the first translated (title, description), the second not. */
const servicesInVietnamese = (): Service[] => [
  { ...SERVICES[0], title: TITLE, description: 'Giúp đỡ tận tình mỗi ngày.', slug: 'personal-care', untranslated: ['features'] },
  { ...SERVICES[1], slug: 'medical-care', untranslated: ['title', 'description', 'features'] },
];
/** Everything else in Vietnamese is still English. */
const inVietnamese = () => {
  const english = replies({ settings: { ...VIETNAMESE, untranslated: [...SETTINGS_TRANSLATED] }, services: servicesInVietnamese(), faqs: FAQS.map((faq) => ({ ...faq, untranslated: ['question', 'answer'] })) });
  return english;
};
const contentReplies = (): ContentReplies => ({ vi: inVietnamese() });
const english = () => replies({ settings: VIETNAMESE });

describe('a page in a language without interface text', () => {
  it('shows her translated texts marked as such inside the English interface, with the alternates both ways', async () => {
    const { status, html, page, root } = await render('/vi/services/personal-care', { replies: inVietnamese(), contentReplies: contentReplies() });
    expect(status).toBe(200);
    // The interface is English, so the document is; her Vietnamese is marked where it is.
    expect(html).toMatch(/<html lang="en"/);
    expect(root).toMatch(new RegExp(`<h1 [^>]*lang="vi"[^>]*>${TITLE}</h1>`));
    expect(root).toContain('<p class="');
    expect(root).toMatch(/lang="vi">Giúp đỡ tận tình mỗi ngày.<\/p>/);
    // Her features are still English: not marked, no note (the English interface has none).
    expect(root).not.toMatch(/<ul[^>]*lang="en"/);
    expect(root).not.toContain('Esta sección aún no está traducida');
    expect(root).toContain('Back to Services');
    expect(root).toContain('Why Families Choose Us');
    expect(root).not.toMatch(/<img lang="vi"/);
    expect(page.meta('og:locale')).toEqual(['en_US']);
    expect(page.link('canonical')).toEqual([`${SITE_URL}/vi/services/personal-care`]);
    const head = page.head.toLowerCase();
    expect(head).toContain(`hreflang="en" href="${SITE_URL}/services/personal-care"`);
    expect(head).toContain(`hreflang="vi" href="${SITE_URL}/vi/services/personal-care"`);
    expect(head).toContain(`hreflang="x-default" href="${SITE_URL}/services/personal-care"`);
    // The way back to English; a link to a page not in Vietnamese goes to the English page.
    expect(root).toMatch(/<a href="\/services\/personal-care" hrefLang="en" lang="en"[^>]*>English<\/a>/);
    expect(root).toMatch(/href="\/vi\/services"/);
    expect(root).toMatch(/href="\/contact"/);
    expect(root).not.toMatch(/href="\/vi\/contact"/);
    // The app's first script, and the one that says which pages are in Vietnamese before it starts.
    expect(html).toMatch(/<script type="application\/json" id="content-pages">\{"vi":\[[^<]*"\/services\/personal-care"/);
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/content-pages-start-[^"]+\.js"><\/script>/);
  });

  it('has the English page name it in its head and its language links, and only there', async () => {
    const translated = await render('/services/personal-care', { replies: english(), contentReplies: contentReplies() });
    expect(translated.status).toBe(200);
    expect(translated.html).toMatch(/<html lang="en"/);
    expect(translated.page.head.toLowerCase()).toContain(`hreflang="vi" href="${SITE_URL}/vi/services/personal-care"`);
    expect(translated.root).toMatch(/<a href="\/vi\/services\/personal-care" hrefLang="vi" lang="vi"[^>]*>Tiếng Việt<\/a>/);

    for (const path of ['/services/medical-care', '/contact', '/faq']) {
      const other = await render(path, { replies: english(), contentReplies: contentReplies() });
      expect(other.status).toBe(200);
      expect(other.page.head.toLowerCase()).not.toContain('hreflang=');
      expect(other.root).not.toContain('hrefLang="vi"');
    }
  });

  it('sends a page she has not translated, or one without her content, to the English page', async () => {
    for (const [path, to] of [
      ['/vi/services/medical-care', '/services/medical-care'],
      ['/vi/contact', '/contact'],
      ['/vi/faq', '/faq'],
      ['/vi/privacy', '/privacy'],
      ['/vi/tour', '/tour'],
      ['/vi/admin', '/admin'],
    ]) {
      const { status, location } = await render(path, { replies: inVietnamese(), contentReplies: contentReplies() });
      expect([path, status, location]).toEqual([path, 302, to]);
    }
  });

  it('has the list pages, the home and the costs page only where one of her texts on them is translated', async () => {
    for (const path of ['/vi/services', '/vi/']) {
      const { status } = await render(path, { replies: inVietnamese(), contentReplies: contentReplies() });
      expect([path, status]).toEqual([path, 200]);
    }
    for (const path of ['/vi/programs', '/vi/costs', '/vi/about', '/vi/our-home']) {
      const { status } = await render(path, { replies: inVietnamese(), contentReplies: contentReplies() });
      expect([path, status]).toEqual([path, 302]);
    }
  });

  it('is not found while the home does not offer it', async () => {
    const { status, html } = await render('/vi/services/personal-care', { replies: replies({ services: servicesInVietnamese() }) });
    expect(status).toBe(404);
    expect(html).toMatch(/<html lang="en"/);
    const englishPage = await render('/services/personal-care');
    expect(englishPage.root).not.toContain('hrefLang=');
    expect(englishPage.html).not.toContain('content-pages');
  });

  it('keeps Spanish as it is beside it: every page, in Spanish', async () => {
    const both: Partial<Settings> = { languages: ['es', 'vi'] };
    const { status, html, page } = await render('/es/contact', { replies: replies({ settings: both }), contentReplies: contentReplies() });
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="es"/);
    expect(page.head.toLowerCase()).toContain(`hreflang="es" href="${SITE_URL}/es/contact"`);
    expect(page.head.toLowerCase()).not.toContain('hreflang="vi"');
    const service = await render('/es/services/personal-care', { replies: replies({ settings: both }), contentReplies: contentReplies() });
    expect(service.page.head.toLowerCase()).toContain(`hreflang="vi" href="${SITE_URL}/vi/services/personal-care"`);
    expect(service.root).toMatch(/href="\/es\/contact"/);
  });
});
