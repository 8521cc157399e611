import { describe, expect, it } from 'vitest';
import type { Language } from '@afh/contract/languages';
import { CACHED_TYPES, publicReplies, type Producers } from '../src/site/replies';
import { sitemapXml } from '../src/site/crawl';

/**
 * Issue 47: a public reply in another language is kept beside the English one, under its type and
 * language, and obeys the same rules (decision 0006, 0030): a write to the type drops every
 * language of it, a read running across a write keeps nothing, and while the database is out of
 * reach each language answers its own reply from before the write. The module is tested as it is,
 * in this process (languages.test.ts shows the same over HTTP).
 */
const FAQ = 'api::faq.faq';

const producing = () => {
  const made: Array<Language | undefined> = [];
  let version = 1;
  let failing = false;
  const produce = async (language?: Language) => {
    made.push(language);
    if (failing) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    return { success: true, data: [{ question: language === 'es' ? `¿Pregunta ${version}?` : `Question ${version}?` }] };
  };
  const producers: Partial<Producers> = {};
  for (const uid of CACHED_TYPES) producers[uid] = produce;
  publicReplies.produceWith(producers as Producers);
  return { made, next: () => version++, fail: (on: boolean) => (failing = on) };
};

describe('public replies in a language', () => {
  it('are kept beside the English, each made once, and dropped together by a write to the type', async () => {
    const source = producing();
    publicReplies.invalidate(FAQ);
    expect(await publicReplies.data(FAQ)).toEqual({ success: true, data: [{ question: 'Question 1?' }] });
    expect(await publicReplies.data(FAQ, 'es')).toEqual({ success: true, data: [{ question: '¿Pregunta 1?' }] });
    await publicReplies.data(FAQ, 'es');
    await publicReplies.data(FAQ);
    expect(source.made).toEqual(['en', 'es']);
    expect(publicReplies.kept(FAQ, 'es')).toBeDefined();
    expect(publicReplies.kept(FAQ, 'es')).not.toBe(publicReplies.kept(FAQ));

    source.next();
    publicReplies.invalidate(FAQ);
    expect(publicReplies.kept(FAQ)).toBeUndefined();
    expect(publicReplies.kept(FAQ, 'es')).toBeUndefined();
    expect(await publicReplies.data(FAQ, 'es')).toEqual({ success: true, data: [{ question: '¿Pregunta 2?' }] });
  });

  it('a reply in a language being made while the type is written is answered but not kept', async () => {
    producing();
    publicReplies.invalidate(FAQ);
    const reading = publicReplies.data(FAQ, 'es');
    publicReplies.invalidate(FAQ);
    await reading;
    expect(publicReplies.kept(FAQ, 'es')).toBeUndefined();
  });

  it('while the database is out of reach, each language answers its own reply from before the write', async () => {
    const source = producing();
    publicReplies.invalidate(FAQ);
    const spanish = await publicReplies.answer(FAQ, 'es');
    const english = await publicReplies.answer(FAQ);
    publicReplies.invalidate(FAQ);
    source.fail(true);
    expect(await publicReplies.answer(FAQ, 'es')).toBe(spanish);
    expect(await publicReplies.answer(FAQ)).toBe(english);
    // A language never read before has nothing to stand in: the failure is the caller's.
    await expect(publicReplies.answer(FAQ, 'vi')).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('the sitemap’s alternates', () => {
  const SITE = 'https://home.example.org';

  it('an English-only site’s sitemap has no alternates and no xhtml namespace, as before', () => {
    const xml = sitemapXml(SITE, [{ path: '/', lastmod: '2026-11-02T10:00:00Z' }, { path: '/faq', lastmod: null }]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://home.example.org/</loc><lastmod>2026-11-02</lastmod></url>',
        '  <url><loc>https://home.example.org/faq</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('writes each entry’s alternates as xhtml:link elements with absolute, escaped addresses', () => {
    const alternates = [
      { hreflang: 'en', path: '/faq?a=1&b=2' },
      { hreflang: 'es', path: '/es/faq' },
      { hreflang: 'x-default', path: '/faq' },
    ];
    const xml = sitemapXml(SITE, [
      { path: '/faq', lastmod: null, alternates },
      { path: '/admin-free', lastmod: null },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain(
      '  <url><loc>https://home.example.org/faq</loc>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://home.example.org/faq?a=1&#38;b=2"/>' +
        '<xhtml:link rel="alternate" hreflang="es" href="https://home.example.org/es/faq"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://home.example.org/faq"/></url>',
    );
    expect(xml).toContain('  <url><loc>https://home.example.org/admin-free</loc></url>');
  });
});
