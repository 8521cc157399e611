import type AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { axe, holdStill } from './support/a11y';
import { expect, test } from './support/test';
import { PUBLIC_PAGES, openPage } from './support/pages';
import { DESKTOP, MOBILE } from './support/site';

/**
 * axe-core finds no violations on the public pages, at a laptop and a phone width, and with the
 * menus open. All of axe's rules run (WCAG 2.x A/AA and its best practices).
 */

// An axe run takes several seconds on the home page when the machine is busy.
test.describe.configure({ timeout: 60_000 });

/** The violations, one line per rule with the first few offending elements, for a readable failure. */
const summary = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}`).join('\n')}`)
    .join('\n');

async function expectNoViolations(page: Page) {
  const { violations } = await axe(page).analyze();
  expect(violations.map((violation) => violation.id), summary(violations)).toEqual([]);
}

for (const [name, viewport] of [
  ['1366px', DESKTOP],
  ['390px', MOBILE],
] as const) {
  test.describe(`accessibility at ${name}`, () => {
    test.use({ viewport });

    for (const { path, h1 } of PUBLIC_PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        // The home page is the longest: axe's pass over it at 390 px took over 20 s on a loaded 2-core machine.
        if (path === '/') test.slow();
        await openPage(page, path, h1);
        if (path === '/') await holdStill(page);
        await expectNoViolations(page);
      });
    }
  });
}

test.describe('accessibility with the menus open', () => {
  test('the mobile menu, with its services section expanded, has no axe violations', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await openPage(page, '/about', 'About Us');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expectNoViolations(page);

    await menu.getByRole('button', { name: 'Our Services' }).click();
    await menu.getByRole('button', { name: 'Our Programs' }).click();
    await expect(menu.getByRole('link', { name: 'View all programs' })).toBeVisible();
    await expectNoViolations(page);
  });

  for (const label of ['Our Services', 'Our Programs'] as const) {
    test(`the '${label}' mega-menu has no axe violations`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await openPage(page, '/about', 'About Us');
      const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: `${label} menu` });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`#${await trigger.getAttribute('aria-controls')}`)).toBeVisible();
      await expectNoViolations(page);
    });
  }
});
