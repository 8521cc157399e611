import { describe, expect, it } from 'vitest';
import { replies } from './fixtures';
import { render } from './render';

/**
 * Issue 44: a fixed sentence of the spec that the owner's settings would contradict. With the
 * default tour days the spec's "Tours available daily" stands; with Monday to Saturday every page
 * that says when tours are offered says so, as the server draws it.
 */
const MON_TO_SAT = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const text = (root: string | null) => (root ?? '').replace(/<!-- -->/g, '');

describe('when tours are offered', () => {
  it("keeps the spec's words with the default tour days: the footer and Contact say 'Tours available daily'", async () => {
    const contact = text((await render('/contact')).root);
    expect(contact.match(/Tours available daily/g)?.length).toBe(2);
    expect(text((await render('/faq')).root)).toContain('Tours are available daily.');
  });

  it("names the owner's days once she sets them: the footer, Contact, the FAQ page, About and the home page's description", async () => {
    const monToSat = replies({ settings: { tour_days: [...MON_TO_SAT] } });
    const contact = text((await render('/contact', { replies: monToSat })).root);
    expect(contact).not.toMatch(/daily/);
    expect(contact.match(/Tours available Monday to Saturday/g)?.length).toBe(2);
    expect(contact).toContain('Tours are available Monday to Saturday.');

    const faq = text((await render('/faq', { replies: monToSat })).root);
    expect(faq).toContain('Tours are available Monday to Saturday.');
    expect(faq).toContain('Tours available Monday to Saturday');
    expect(text((await render('/about', { replies: monToSat })).root)).toContain('Tours are available Monday to Saturday.');

    const home = await render('/', { replies: monToSat });
    expect(home.page.meta('description')[0]).toContain('Tours Monday to Saturday: call');
    expect((await render('/')).page.meta('description')[0]).toContain('Tours daily: call');
  });
});
