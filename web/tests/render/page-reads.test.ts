import { describe, expect, it } from 'vitest';
import { sitemapEntries } from '../../src/entry-server';
import { replies } from './fixtures';
import { render } from './render';

/** The replies a page carries for the app to start from (its initial-data block). */
const carried = (html: string): string[] => {
  const block = /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return block ? Object.keys(JSON.parse(block) as object).sort() : [];
};

describe('what a page reads (issue 42): it carries those replies and no others, and the CMS keeps it until one changes', () => {
  it('every listed page carries exactly the replies it read (of those it was given), the settings among them', async () => {
    const given: Record<string, unknown> = replies();
    for (const { path } of sitemapEntries(replies())) {
      const { html, reads } = await render(path);
      expect(reads, path).toContain('settings');
      expect(carried(html), path).toEqual(reads.filter((key) => given[key] !== undefined).sort());
    }
  });

  it('the FAQ page reads the FAQs; the services page does not, so saving an FAQ leaves it kept', async () => {
    expect((await render('/faq')).reads).toContain('faqs');
    const services = await render('/services');
    expect(services.reads).toContain('services');
    expect(services.reads).not.toContain('faqs');
    expect((await render('/our-home')).reads).toContain('gallery');
  });

  it('a page the browser draws alone (sign-in) reads and carries nothing', async () => {
    const { html, reads } = await render('/login');
    expect(reads).toEqual([]);
    expect(carried(html)).toEqual([]);
  });
});
