import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectToast, openAsAdmin, test } from './support/content';
import { keepSettings } from './support/settings';

/**
 * Issue 19, "What it costs and how to pay": the Costs & Payment settings card, the /costs page
 * that says them in plain words (or asks for a call, never "$0"), the priceRange of the structured
 * data, and the footer's license line linking to the state's lookup. The settings are put back
 * at the end (other tests read them).
 */

test.describe.configure({ timeout: 90_000 });

const LOOKUP = 'https://fortress.wa.gov/dshs/adsaapps/lookup/AFHAdvLookup.aspx?e2e=costs';
const INCLUDED = ['Private room', 'Three home-cooked meals a day'];
const TYPES = ['Private pay', 'Medicaid (COPES / Community First Choice)', 'Other'];
/** Other, as the owner words it (issue 46). */
const OTHER = 'Reverse mortgage';
const NOTE = 'Prices depend on the care assessment.';

const costsCard = (page: Page) => page.getByRole('region', { name: 'Costs & Payment' });
const saveButton = (page: Page) => page.getByRole('button', { name: /Save Changes|Saving\.\.\./ });

async function openSettings(page: Page) {
  await openAsAdmin(page, '/admin/settings');
  await expect(page.getByLabel('Business Name')).not.toHaveValue('');
}

async function save(page: Page) {
  await saveButton(page).click();
  await expectToast(page, 'Success', 'Settings updated successfully');
}

/** The LocalBusiness block of the page's structured data, as the server sent it. */
async function businessOf(page: Page) {
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  return blocks.find((block) => Array.isArray(block['@type']) && (block['@type'] as string[]).includes('LocalBusiness'));
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('Costs & Payment', () => {
  keepSettings(test);

  test('prices, what is included, payment types and a note set in Settings show on /costs and in the structured data', async ({ page, request }) => {
    await openSettings(page);
    const card = costsCard(page);
    await card.getByLabel('Monthly Price From').fill('6500');
    await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveText(/Unsaved changes in Costs & Payment\./);
    await card.getByLabel('Monthly Price To').fill('9000');
    const entry = card.getByRole('textbox', { name: 'What Is Included' });
    for (const item of INCLUDED.slice(0, -1)) {
      await entry.fill(item);
      await entry.press('Enter');
    }
    // The last one is typed and never added: saving adds it, as nothing typed is dropped (issue 32).
    await entry.fill(INCLUDED.at(-1)!);
    for (const type of TYPES) await card.getByRole('checkbox', { name: type }).check();
    await card.getByLabel('Other Way to Pay').fill(OTHER);
    await card.getByLabel('Pricing Note').fill(NOTE);
    await save(page);
    await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/costs');
    await expect(page.getByRole('heading', { level: 1, name: 'Costs & Payment' })).toBeVisible();
    await expect(page.getByText('From $6,500 to $9,000 a month')).toBeVisible();
    await expect(page.getByRole('list', { name: 'What Is Included' }).getByRole('listitem')).toHaveText(INCLUDED);
    await expect(page.getByRole('list', { name: 'Ways to Pay' }).getByRole('listitem')).toHaveText([...TYPES.slice(0, -1), OTHER]);
    await expect(page.getByText(NOTE)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ }).first()).toHaveAttribute('href', /^tel:\d+$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Schedule a Tour' })).toHaveAttribute('href', '/contact?type=tour#contact-form');
    expect((await businessOf(page))?.priceRange).toBe('$6,500 - $9,000 per month');
    await expectNoAxeViolations(page);

    // Drawn on the server: the words are in the HTML before any script runs.
    const html = await (await request.get('/costs', { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain('From $6,500 to $9,000 a month');
    expect(html).toContain('Three home-cooked meals a day');
  });

  test('a price "to" below the price "from" is refused with the server\'s message', async ({ page }) => {
    await openSettings(page);
    await costsCard(page).getByLabel('Monthly Price From').fill('9000');
    await costsCard(page).getByLabel('Monthly Price To').fill('6500');
    await saveButton(page).click();
    await expectToast(page, 'Error', 'Monthly Price To must not be less than Monthly Price From');
    await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveText(/Costs & Payment/);
  });

  test('with the prices and lists cleared, /costs asks for a call and never shows $0', async ({ page }) => {
    await openSettings(page);
    const card = costsCard(page);
    await card.getByLabel('Monthly Price From').fill('');
    await card.getByLabel('Monthly Price To').fill('');
    const removes = card.getByRole('button', { name: /^Remove / });
    await expect(removes).toHaveCount(INCLUDED.length);
    for (let left = INCLUDED.length; left > 0; left -= 1) {
      await removes.first().click();
      await expect(removes).toHaveCount(left - 1);
    }
    for (const type of ['Private pay', 'Medicaid (COPES / Community First Choice)', 'Long-term care insurance', 'VA benefits', 'Other']) await card.getByRole('checkbox', { name: type }).uncheck();
    await card.getByLabel('Other Way to Pay').fill('');
    await card.getByLabel('Pricing Note').fill('');
    await save(page);

    await page.goto('/costs');
    await expect(page.getByRole('heading', { name: 'Call us to talk about costs' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('$0');
    await expect(page.getByRole('main')).not.toContainText(' a month');
    await expect(page.getByRole('list', { name: 'What Is Included' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Ways to Pay' })).toHaveCount(0);
    expect(await businessOf(page)).not.toHaveProperty('priceRange');
    await expectNoAxeViolations(page);
  });

  test('the Medicaid policy set in Settings shows on /costs on a phone, under "Paying with Medicaid", as large as the body text; emptied, the section goes (issue 46)', async ({ page, request }) => {
    const POLICY = 'We admit residents whose care Medicaid pays for.\nA resident who pays privately and later moves to Medicaid can stay in our home.';
    await page.setViewportSize({ width: 390, height: 844 });
    await openSettings(page);
    const policy = costsCard(page).getByLabel('Medicaid Policy');
    await expect(policy).toHaveAccessibleDescription(/RCW 70\.128\.280/);
    await policy.fill(POLICY);
    await save(page);

    await page.goto('/costs');
    const section = page.getByRole('main').locator('div', { has: page.getByRole('heading', { name: 'Paying with Medicaid' }) }).last();
    await expect(section.getByRole('heading', { level: 2, name: 'Paying with Medicaid' })).toBeVisible();
    const words = section.getByText(/^We admit residents whose care Medicaid pays for\./);
    await expect(words).toBeVisible();
    // Both sentences, on their own lines, in the body's size: never fine print.
    expect(await words.innerText()).toBe(POLICY);
    const [policySize, bodySize] = await words.evaluate((node) => [parseFloat(getComputedStyle(node).fontSize), parseFloat(getComputedStyle(document.body).fontSize)]);
    expect(policySize).toBeGreaterThanOrEqual(bodySize);
    // It fits the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    // Drawn on the server too.
    expect(await (await request.get('/costs', { headers: { Accept: 'text/html' } })).text()).toContain('Paying with Medicaid');

    await openSettings(page);
    await costsCard(page).getByLabel('Medicaid Policy').fill('');
    await save(page);
    await page.goto('/costs');
    await expect(page.getByRole('heading', { name: 'Ways to Pay' }).or(page.getByRole('heading', { name: /costs/i })).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Paying with Medicaid' })).toHaveCount(0);
  });

  test("the footer's license line links to the lookup address set in Settings, in a new tab", async ({ page }) => {
    await openSettings(page);
    const license = page.getByRole('region', { name: 'License & Availability' });
    await license.getByLabel('State License Number').fill('751234');
    await license.getByLabel('License Lookup Address').fill(LOOKUP);
    await save(page);

    await page.goto('/costs');
    const link = page.getByRole('contentinfo').getByRole('link', { name: /Licensed by the Washington State DSHS, license #751234/ });
    await expect(link).toHaveAttribute('href', LOOKUP);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/opens the state.s license lookup in a new tab/);
  });

  test('Costs & Payment is listed in the footer (and the phone menu: navigation.spec.ts), not in the desktop bar, which it would wrap at 1280 px', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Costs/ })).toHaveCount(0);
    const footerLink = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Costs & Payment' });
    await expect(footerLink).toHaveAttribute('href', '/costs');
    await footerLink.click();
    await expect(page).toHaveURL(/\/costs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Costs & Payment' })).toBeVisible();
  });
});
