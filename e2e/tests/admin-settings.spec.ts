import type { Page } from '@playwright/test';
import { ADMIN_EMAIL } from './fixtures';
import { API, expect, expectToast, openAsAdmin, test, uniqueTag } from './support/content';
import { keepSettings, readSettings } from './support/settings';

/** Settings (/admin/settings): spec sections 2, 3, 5, 7 and 8. The original settings are put back at the end. */

const CARDS: Record<string, string[]> = {
  'Contact & Address Information': ['Business Name', 'Address', 'Phone Number', 'Email Address', 'Emergency Contact'],
  'Company Information': ['Company Description', 'Mission Statement', 'Vision Statement'],
  'Company Values': ['Value 1 - Compassionate Care', 'Value 2 - Excellence', 'Value 3 - Family Approach', 'Value 4 - Safety First'],
  'Company Statistics': ['Number of Residents', 'Care Availability', 'Satisfaction Rate', 'Daily Meals'],
};

async function openSettings(page: Page) {
  await openAsAdmin(page, '/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Business Name')).not.toHaveValue('');
}

const saveButton = (page: Page) => page.getByRole('button', { name: /Save Changes|Saving\.\.\./ });

/** Changes the four fields through the form and saves; returns what was typed. */
async function saveNewValues(page: Page) {
  const tag = uniqueTag();
  const values = { name: `Cedar Grove Home ${tag}`, email: `care-${tag}@example.org`, residents: '5' };
  await page.getByLabel('Business Name').fill(values.name);
  const phone = page.getByLabel('Phone Number');
  await phone.fill('');
  await phone.pressSequentially('3605550111');
  await expect(phone).toHaveValue('(360) 555-0111');
  await page.getByLabel('Email Address').fill(values.email);
  await page.getByLabel('Number of Residents').fill(values.residents);
  await saveButton(page).click();
  await expectToast(page, 'Success', 'Settings updated successfully');
  return values;
}

test.describe('Settings', () => {
  keepSettings(test);

  test('the screen has its title, Save Changes and the five cards with their labels', async ({ page }) => {
    await openSettings(page);
    await expect(page.getByText('Manage your account, contact information, and company details')).toBeVisible();
    await expect(saveButton(page)).toHaveText(/Save Changes/);

    await expect(page.getByRole('region', { name: 'Profile Settings' })).toBeVisible();
    for (const [title, labels] of Object.entries(CARDS)) {
      const card = page.getByRole('region', { name: title });
      await expect(card).toBeVisible();
      for (const label of labels) await expect(card.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Company Description')).toHaveAttribute('rows', '4');
    await expect(page.getByLabel('Mission Statement')).toHaveAttribute('rows', '3');
    await expect(page.getByLabel('Vision Statement')).toHaveAttribute('rows', '3');
    for (const value of CARDS['Company Values']) await expect(page.getByLabel(value)).toHaveAttribute('rows', '2');
    await expect(page.getByLabel('Number of Residents')).toHaveAttribute('type', 'number');
    await expect(page.getByLabel('Daily Meals')).toHaveAttribute('type', 'number');
    await expect(page.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
    await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
  });

  test('the profile card is the signed-in admin\'s own account, with its own Save (issue 44)', async ({ page }) => {
    await openSettings(page);
    const profile = page.getByRole('region', { name: 'Profile Settings' });
    await expect(profile.getByLabel('Email', { exact: true })).toHaveValue(ADMIN_EMAIL);
    await expect(profile.getByLabel('Full Name')).toBeEditable();
    await expect(profile.getByRole('button', { name: 'Save Profile' })).toBeVisible();
  });

  test('the form is filled from the stored settings, phones shown as (XXX) XXX-XXXX', async ({ page, adminApi }) => {
    const stored = await readSettings(adminApi);
    await openSettings(page);
    await expect(page.getByLabel('Business Name')).toHaveValue(stored.business_name);
    await expect(page.getByLabel('Email Address')).toHaveValue(stored.email);
    const digits = stored.phone.replace(/\D/g, '');
    await expect(page.getByLabel('Phone Number')).toHaveValue(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
    await expect(page.getByLabel('Number of Residents')).toHaveValue(String(stored.residents_count));
  });

  test('Save Changes shows Saving... while the settings are being saved', async ({ page }) => {
    await openSettings(page);
    await page.route(`**${API.settingsUpdate}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveText(/Saving\.\.\./);
    await expect(saveButton(page)).toBeDisabled();
    await expectToast(page, 'Success', 'Settings updated successfully');
    await expect(saveButton(page)).toHaveText(/Save Changes/);
  });

  test('saving changed contact details stores them, the phone as digits only', async ({ page, adminApi }) => {
    await openSettings(page);
    const values = await saveNewValues(page);

    const stored = await readSettings(adminApi);
    expect(stored).toMatchObject({ business_name: values.name, phone: '3605550111', email: values.email, residents_count: 5 });
    await page.reload();
    await expect(page.getByLabel('Phone Number')).toHaveValue('(360) 555-0111');
  });

  test('saved settings show in the public header, footer, contact and about pages', async ({ page }) => {
    // A save and four page loads: on a busy machine more than the default 30 s.
    test.slow();
    await openSettings(page);
    const values = await saveNewValues(page);

    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: values.name })).toBeVisible();
    const topBar = header.getByRole('list', { name: 'Contact details' });
    await expect(topBar.getByRole('link', { name: values.email })).toHaveAttribute('href', `mailto:${values.email}`);
    await expect(topBar.getByRole('link', { name: '(360) 555-0111' })).toHaveAttribute('href', 'tel:3605550111');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(`© 2025 ${values.name}. All rights reserved.`)).toBeVisible();
    await expect(footer.getByRole('link', { name: '(360) 555-0111' })).toBeVisible();

    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '(360) 555-0111' }).first()).toHaveAttribute('href', 'tel:3605550111');
    await expect(main.getByRole('link', { name: values.email }).first()).toHaveAttribute('href', `mailto:${values.email}`);

    await page.goto('/about');
    const residents = page.getByRole('term').filter({ hasText: /^Residents$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(residents).toHaveText(values.residents);
  });

  test('unsaved changes: a save bar names the changed cards, and leaving asks first', async ({ page, adminApi }) => {
    await openSettings(page);
    // Arrive inside the app, so the browser's back button stays in it.
    const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
    await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL('/admin');
    await sidebar.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page.getByLabel('Business Name')).not.toHaveValue('');
    const bar = page.getByRole('region', { name: 'Unsaved changes' });
    await expect(bar).toHaveCount(0);

    const mission = `We care for six neighbours as family. ${uniqueTag()}`;
    await page.getByLabel('Mission Statement').fill(mission);
    await page.getByLabel('Daily Meals').fill('7');
    await expect(bar).toHaveText(/Unsaved changes in Company Information and Company Statistics\./);
    await expect(bar).toBeInViewport();

    // A sidebar link asks; Keep editing stays with every value.
    await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL('/admin/settings');
    await expect(page.getByLabel('Mission Statement')).toHaveValue(mission);

    // The browser's back button asks too.
    await page.goBack();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL('/admin/settings');

    // Saved from the bar: the bar goes, and leaving no longer asks.
    await bar.getByRole('button', { name: 'Save now' }).click();
    await expectToast(page, 'Success', 'Settings updated successfully');
    await expect(bar).toHaveCount(0);
    expect((await readSettings(adminApi)).mission_statement).toBe(mission);
    await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL('/admin');
    await expect(ask).toHaveCount(0);
  });

  test('Discard changes leaves Settings without saving', async ({ page, adminApi }) => {
    await openSettings(page);
    const before = await readSettings(adminApi);
    await page.getByLabel('Business Name').fill(`Not kept ${uniqueTag()}`);
    await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveText(/Unsaved changes in Contact & Address Information\./);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'FAQs' }).click();
    await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL('/admin/faqs');
    expect((await readSettings(adminApi)).business_name).toBe(before.business_name);
  });
});
