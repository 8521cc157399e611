import type { Page } from '@playwright/test';
import { expect, openInApp, test } from './support/test';
import { publicList } from './support/api';
import { CATALOGS, DESKTOP, MOBILE, mouseAway, slugify } from './support/site';

/** The header navigation, scrolling on navigation and the FAQ accordion (spec sections 2 and 9). */

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The disclosure button beside 'Our Services' / 'Our Programs', and the panel it controls. */
const megaMenu = async (page: Page, label: 'Our Services' | 'Our Programs') => {
  const trigger = mainNav(page).getByRole('button', { name: `${label} menu` });
  const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
  return { trigger, panel };
};

/** Spec section 9: descriptions cut to 50 characters plus '...'. */
const cut = (text: string) => (text.length > 50 ? `${text.slice(0, 50)}...` : text);

test.describe('desktop navigation', () => {
  test.use({ viewport: DESKTOP });

  for (const [label, kind] of CATALOGS) {
    test(`hovering '${label}' opens a menu of 6 ${kind} with descriptions cut to 50 characters`, async ({ page, request }) => {
      const records = await publicList(request, kind);
      await page.goto('/about');
      const { trigger, panel } = await megaMenu(page, label);
      await expect(panel).toBeHidden();

      await mainNav(page).getByRole('link', { name: label, exact: true }).hover();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();

      const entries = panel.getByRole('listitem');
      await expect(entries).toHaveCount(6);
      for (const [index, record] of records.slice(0, 6).entries()) {
        const entry = entries.nth(index);
        await expect(entry.getByRole('link', { name: record.title })).toHaveAttribute('href', `/${kind}/${slugify(record.title)}`);
        await expect(entry).toContainText(cut(record.description));
        expect(record.description.length, 'seeded descriptions are longer than 50 characters').toBeGreaterThan(50);
      }
      await expect(panel.getByRole('link', { name: `View all ${kind}` })).toHaveAttribute('href', `/${kind}`);

      // Leaving with the mouse (to the top bar, which the open panel does not cover) closes it.
      await mouseAway(page);
      await expect(panel).toBeHidden();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('with no services or programs to list, the menus show the default items', async ({ page }) => {
    await page.route('**/backend/api/services/public_read.php', (route) => route.fulfill({ json: { records: [] } }));
    await page.route('**/backend/api/programs/public_read.php', (route) => route.fulfill({ json: { records: [] } }));
    await openInApp(page, '/about');
    const defaults = {
      'Our Services': ['Personal Care', 'Medical Care', 'Nutrition', 'Activities', 'Housekeeping', 'Respite Care'],
      'Our Programs': ['Cognitive Wellness', 'Physical Activities', 'Creative Arts', 'Social Events', 'Life Skills', 'Spiritual Care'],
    } as const;
    for (const [label, titles] of Object.entries(defaults) as [keyof typeof defaults, readonly string[]][]) {
      const { trigger, panel } = await megaMenu(page, label);
      await trigger.click();
      await expect(panel.getByRole('listitem').getByRole('link')).toHaveText([...titles]);
      await trigger.click();
      await expect(panel).toBeHidden();
    }
  });

  test("a service in the 'Our Services' menu opens its page and the menu closes", async ({ page }) => {
    await page.goto('/');
    const { trigger, panel } = await megaMenu(page, 'Our Services');
    await mainNav(page).getByRole('link', { name: 'Our Services', exact: true }).hover();
    await panel.getByRole('link', { name: 'Medical Care' }).click();

    await expect(page).toHaveURL('/services/medical-care');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medical Care');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('the services menu opens with Enter, lets Tab into its links, and Escape closes it', async ({ page }) => {
    await page.goto('/about');
    const { trigger, panel } = await megaMenu(page, 'Our Services');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Personal Care' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test("keys work in a menu opened before the panel's code has come, and after it comes", async ({ page }) => {
    // The panel's code is held back: the links are the server's markup, which the app has not taken over.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/mega-menu-panel[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about');
    const { trigger, panel } = await megaMenu(page, 'Our Services');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Personal Care' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();

    // Focus moving on past the menu closes it too.
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    const links = panel.getByRole('link');
    for (let count = await links.count(); count > 0; count--) await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'View all services' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();

    // The code comes while the menu is open, and Escape still closes it.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const arrived = page.waitForResponse(/\/mega-menu-panel[^/]*\.js$/);
    release();
    await arrived;
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test("'Get Started' opens the contact page", async ({ page }) => {
    await page.goto('/about');
    await mainNav(page).getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  });

  test('a new page opens at the top even when the last one was scrolled down', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy Policy' }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // A footer quick link too.
    await footer.getByRole('link', { name: 'About Us' }).scrollIntoViewIfNeeded();
    await footer.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/about');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: MOBILE });

  test('the menu button opens the slide-out menu', async ({ page }) => {
    await page.goto('/about');
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const link of ['Home', 'About Us', 'Costs & Payment', 'Contact Us', 'FAQ', 'Get Started']) {
      await expect(menu.getByRole('link', { name: link, exact: true })).toBeVisible();
    }

    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  test("the 'Our Services' section expands to list the services, and a service link navigates and closes the menu", async ({ page, request }) => {
    const services = await publicList(request, 'services');
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });

    const section = menu.getByRole('button', { name: 'Our Services' });
    await expect(section).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: services[0].title })).toBeHidden();

    await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    for (const service of services.slice(0, 6)) {
      await expect(menu.getByRole('link', { name: service.title, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'View all services' })).toBeVisible();
    // The programs section stays closed.
    await expect(menu.getByRole('button', { name: 'Our Programs' })).toHaveAttribute('aria-expanded', 'false');

    await menu.getByRole('link', { name: 'Housekeeping', exact: true }).click();
    await expect(page).toHaveURL('/services/housekeeping');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Housekeeping');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test("'Get Started' in the menu opens the contact page", async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});

test.describe('FAQ accordion', () => {
  const Q1 = 'What is an adult family home?';
  const Q2 = 'Is your home licensed?';
  const Q3 = 'Can we visit before deciding?';
  const question = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
  const answer = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

  test.beforeEach(async ({ page }) => {
    await page.goto('/faq');
    await expect(question(page, Q1)).toBeVisible();
  });

  test('starts with every answer closed', async ({ page }) => {
    const triggers = page.locator('[data-faq-trigger]');
    await expect(triggers).toHaveCount(12);
    for (const trigger of await triggers.all()) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(answer(page, Q1)).toBeHidden();
  });

  test('opening a question shows its answer and closes the one that was open', async ({ page }) => {
    await question(page, Q1).click();
    await expect(question(page, Q1)).toHaveAttribute('aria-expanded', 'true');
    await expect(answer(page, Q1)).toBeVisible();

    await question(page, Q2).click();
    await expect(question(page, Q2)).toHaveAttribute('aria-expanded', 'true');
    await expect(answer(page, Q2)).toBeVisible();
    await expect(question(page, Q1)).toHaveAttribute('aria-expanded', 'false');
    await expect(answer(page, Q1)).toBeHidden();
    await expect(page.locator('[data-faq-trigger][aria-expanded="true"]')).toHaveCount(1);
  });

  test('clicking the open question again collapses it', async ({ page }) => {
    await question(page, Q2).click();
    await expect(answer(page, Q2)).toBeVisible();
    await question(page, Q2).click();
    await expect(question(page, Q2)).toHaveAttribute('aria-expanded', 'false');
    await expect(answer(page, Q2)).toBeHidden();
    await expect(page.locator('[data-faq-trigger][aria-expanded="true"]')).toHaveCount(0);
  });

  test('works by keyboard: Enter and Space open and close, the arrow keys move between questions', async ({ page }) => {
    await question(page, Q1).focus();
    await page.keyboard.press('Enter');
    await expect(question(page, Q1)).toHaveAttribute('aria-expanded', 'true');
    await expect(answer(page, Q1)).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(question(page, Q2)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(question(page, Q3)).toBeFocused();
    await page.keyboard.press(' ');
    await expect(question(page, Q3)).toHaveAttribute('aria-expanded', 'true');
    await expect(question(page, Q1)).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await expect(question(page, Q3)).toHaveAttribute('aria-expanded', 'false');
    await expect(answer(page, Q3)).toBeHidden();

    await page.keyboard.press('ArrowUp');
    await expect(question(page, Q2)).toBeFocused();
    await page.keyboard.press('End');
    await expect(question(page, 'Can families visit at any time?')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(question(page, Q1)).toBeFocused();
  });
});
