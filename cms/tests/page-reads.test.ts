import { describe, expect, it } from 'vitest';
import { pages, type PageReads } from '../src/site/pages';
import { publicReplies } from '../src/site/replies';
import { represent } from '../src/site/representation';

/**
 * Issue 42: a kept page is dropped by a write to a type it read, and only by that. The pages are
 * kept in this process's memory, so the module is tested as it is (site-pages.test.ts shows over
 * HTTP that a write still reaches every page that shows it).
 */
const page = async (key: string, reads: PageReads) => {
  const answer = { status: 200, type: 'text/html', headers: {}, body: await represent(`<p>${key}</p>`) };
  await pages.get(key, async () => ({ answer, reads }));
  return answer;
};

describe('kept pages follow what they read', () => {
  it('an FAQ write leaves a page that did not read the FAQs kept, and drops the FAQ page', async () => {
    const services = await page('test|/services', ['services', 'programs', 'settings']);
    const faq = await page('test|/faq', ['faqs', 'settings']);
    publicReplies.invalidate('api::faq.faq');
    expect(pages.kept('test|/services')).toBe(services);
    expect(pages.kept('test|/faq')).toBeUndefined();
    expect(faq.status).toBe(200);
  });

  it('a settings write drops every page that read the settings; a page that read all goes with any write', async () => {
    await page('test|/about', ['settings', 'team']);
    await page('test|/services', ['services', 'settings']);
    await page('test|sitemap', 'all');
    publicReplies.invalidate('api::testimonial.testimonial');
    expect(pages.kept('test|/about')).toBeDefined();
    expect(pages.kept('test|sitemap')).toBeUndefined();
    publicReplies.invalidate('api::setting.setting');
    expect(pages.kept('test|/about')).toBeUndefined();
    expect(pages.kept('test|/services')).toBeUndefined();
  });

  it('keys that are no kept type (the tour times) keep nothing longer: those pages go with pages.dropAll', async () => {
    await page('test|/contact', ['settings', 'tour_slots']);
    publicReplies.invalidate('api::gallery-photo.gallery-photo');
    expect(pages.kept('test|/contact')).toBeDefined();
    pages.dropAll();
    expect(pages.kept('test|/contact')).toBeUndefined();
  });
});
