import { violations } from './support/a11y';
import { expect, test } from './support/content';
import { createHomeLife } from './support/home-life';
import { keepSettings, updateSettings } from './support/settings';
import { MOBILE } from './support/site';

/**
 * Issue 33, part 4, on a 390 px phone: once the owner has filled in her photos, her team, her price,
 * her license and a family's words, a family sees them within the first two screens, right under
 * the hero, before the spec's sections; each part is a way further in.
 */

test.describe.configure({ timeout: 90_000 });

test.describe('proof near the top on a phone', () => {
  keepSettings(test);
  test.use({ viewport: MOBILE, hasTouch: true, isMobile: true });

  test('the proof strip sits between the hero and the trust line, within two screens, and leads on to Our Home, the team, the costs and the state’s lookup', async ({ page, tag, adminApi, pictures }) => {
    await updateSettings(adminApi, { price_from: 6500, license_number: '751234' });
    await createHomeLife(adminApi, 'gallery', { image_url: pictures[0], alt: `Front porch ${tag}` });
    await createHomeLife(adminApi, 'team', { name: `Maria ${tag}`, role: 'Owner', photo_url: pictures[2], alt: `Maria ${tag} in the garden` });
    await createHomeLife(adminApi, 'testimonials', { name: 'Linda', relationship: `daughter of a resident ${tag}`, quote: `They know Mom by name ${tag}.`, date: '2026-05', approved: true });

    await page.goto('/');
    const strip = page.getByRole('region', { name: 'At a glance' });
    await expect(strip).toBeVisible();
    // Its order on the page: right after the hero, before the trust line and the spec's sections.
    const order = await page.evaluate(() => {
      const top = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().top ?? NaN;
      return { hero: top('[aria-roledescription="carousel"]'), strip: top('[aria-labelledby="home-proof-title"]'), trust: top('[aria-label="Why families trust us"]') };
    });
    expect(order.hero).toBeLessThan(order.strip);
    expect(order.strip).toBeLessThan(order.trust);
    // Seen within the first two screens of a phone, whole.
    const box = (await strip.boundingBox())!;
    expect(box.y + box.height, 'the strip ends within two screens').toBeLessThanOrEqual(2 * MOBILE.height);
    expect(box.width).toBeLessThanOrEqual(MOBILE.width);

    await expect(strip.getByRole('link', { name: /^See our home: / })).toHaveAttribute('href', '/our-home');
    await expect(strip.locator('img[src]').first()).toHaveJSProperty('complete', true);
    await expect(strip.getByRole('link', { name: /Meet the people who care for your loved one/ })).toHaveAttribute('href', '/about#our-team');
    await expect(strip.getByRole('link', { name: /^From \$[\d,]+ a month$/ })).toHaveAttribute('href', '/costs');
    const license = strip.getByRole('link', { name: /^Washington State license #\S+ \(opens the state’s license lookup in a new tab\)$/ });
    await expect(license).toHaveAttribute('target', '_blank');
    await expect(license).toHaveAttribute('href', /^https:\/\//);
    await expect(strip.locator('blockquote')).toHaveCount(1);
    await expect(strip.locator('figcaption')).toHaveText(/^— \S+, .+$/);

    expect(await violations(page)).toEqual([]);

    // A thumb on the price goes to the costs.
    await strip.getByRole('link', { name: /a month$/ }).tap();
    await expect(page).toHaveURL(/\/costs$/);
  });
});
