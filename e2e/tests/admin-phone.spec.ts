import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInViaApi, test as withUsers, toast, uniqueTag, userRow } from './support/auth';
import { dialog, expect, expectToast, listFaqs, test as withContent } from './support/content';
import { readSettings, updateSettings } from './support/settings';

/**
 * The back office on a phone (issue 20): at 390x844 the sidebar is a drawer that closes after a
 * page is chosen, the header is one row, lists are cards with their actions in view, and dialogs
 * fill the screen with their buttons within reach.
 */
const PHONE = { width: 390, height: 844 };
withUsers.use({ viewport: PHONE });
withContent.use({ viewport: PHONE });

const SCREENS = ['/admin', '/admin/inquiries', '/admin/tours', '/admin/users', '/admin/activity', '/admin/trash', '/admin/services', '/admin/programs', '/admin/faqs', '/admin/gallery', '/admin/team', '/admin/testimonials', '/admin/notifications', '/admin/settings'];

/** Nothing is wider than the screen: no sideways scrolling anywhere. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Whether an element lies wholly inside the screen's width (it may be further down). */
const withinWidth = async (page: Page, box: { x: number; width: number } | null) => {
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
};

withUsers('every screen fits the phone: a one-row header and no sideways scrolling', async ({ page }) => {
  await signInViaApi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    expect(header!.height, `${path}: the header is one row`).toBeLessThan(80);
    expect(await fitsWidth(page), `${path} is no wider than the screen`).toBe(true);
    // No rail of icons takes a fifth of the screen: the section links are out of sight until asked for.
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
  }
});

withUsers('the menu is a drawer: it opens from the header and closes after a page is chosen', async ({ page }) => {
  await signInViaApi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/admin');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Admin Panel' });
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const nav = drawer.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(drawer.getByText(ADMIN_EMAIL, { exact: true })).toBeVisible();

  await nav.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL('/admin/services');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Services Management' })).toBeVisible();
  await expect(menu).toBeFocused();

  // Escape closes it too, and so does its close button; focus goes back to Menu.
  await menu.press('Enter');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.click();
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(drawer).toBeHidden();
});

withUsers('a pending account is a card with its status and Approve in view', async ({ page, users }) => {
  const user = await users.create({ name: `Phone ${uniqueTag()} Waiting`, status: 'pending' });
  await signInViaApi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(user.email);
  const row = userRow(page, user.name);
  await expect(row.getByText('pending', { exact: true })).toBeVisible();
  await withinWidth(page, await row.getByText('pending', { exact: true }).boundingBox());
  for (const action of [`Approve ${user.name}`, `Decline ${user.name}`, `Edit ${user.name}`, `Delete ${user.name}`]) {
    await withinWidth(page, await row.getByRole('button', { name: action }).boundingBox());
  }
  expect(await fitsWidth(page)).toBe(true);

  await row.getByRole('button', { name: `Approve ${user.name}` }).click();
  // The approval asks what the person may do, its answers and Approve within the phone's width.
  const approval = page.getByRole('dialog', { name: `Approve ${user.name}` });
  for (const answer of [approval.getByRole('radio', { name: /^Manage the website/ }), approval.getByRole('radio', { name: /^No access to the admin/ }), approval.getByRole('button', { name: 'Approve' })]) {
    await withinWidth(page, await answer.boundingBox());
  }
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Success', `${user.name} is approved.`)).toBeVisible();
  await expect(row.getByText('approved', { exact: true })).toBeVisible();
});

withContent('an FAQ is added on a phone: the dialog fills the screen and its buttons are within reach', async ({ page, adminApi, cleanup }) => {
  const question = `E2E on a phone ${uniqueTag()}?`;
  cleanup.faq(question);
  await signInViaApi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/admin/faqs');
  await page.getByRole('button', { name: 'Add New FAQ' }).click();
  const form = dialog(page, 'Add New FAQ');
  const box = await form.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });

  await form.getByLabel('Question').fill(question);
  await form.getByLabel('Answer').fill('Yes: the answer was typed on a phone.');
  const create = form.getByRole('button', { name: 'Create FAQ' });
  await create.scrollIntoViewIfNeeded();
  await expect(create).toBeInViewport();
  await withinWidth(page, await create.boundingBox());
  await create.click();
  await expectToast(page, 'Success', 'FAQ created successfully.');
  await expect(form).toBeHidden();
  expect((await listFaqs(adminApi)).some((faq) => faq.question === question)).toBe(true);
  await expect(page.getByRole('article', { name: question, exact: true })).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
});

withUsers('the inquiry filters fold behind one Filters button, which says how many are on', async ({ page }) => {
  await signInViaApi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/admin/inquiries');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search inquiries' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Show')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Show').selectOption('closed');
  await expect(page.getByRole('button', { name: 'Filters (1 on)' })).toBeVisible();
  await page.getByRole('button', { name: 'Filters (1 on)' }).click();
  await expect(page.getByLabel('Show')).toBeHidden();
  expect(await fitsWidth(page)).toBe(true);
});

withUsers('on Settings, the save bar never covers the field being typed', async ({ page, adminApi }) => {
  const { updated_at: _ignored, ...original } = await readSettings(adminApi);
  await signInViaApi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/admin/settings');
  const field = page.getByLabel('Pricing Note');
  await field.focus();
  await field.press('End');
  await field.pressSequentially(' x');
  const bar = page.getByRole('region', { name: 'Unsaved changes' });
  await expect(bar).toBeAttached();
  // The field at the very bottom of the screen, where a sticky bar would sit over it.
  await field.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const [barBox, fieldBox] = [await bar.boundingBox(), await field.boundingBox()];
  const overlaps = barBox !== null && fieldBox !== null && barBox.y < fieldBox.y + fieldBox.height && fieldBox.y < barBox.y + barBox.height;
  expect(overlaps, 'the save bar lies over the focused field').toBe(false);
  // With no field focused the bar is back in view at the bottom, and Save now works.
  await field.blur();
  await expect(bar).toBeInViewport();
  await bar.getByRole('button', { name: 'Save now' }).click();
  await expect(bar).toHaveCount(0);
  expect((await readSettings(adminApi)).pricing_note).toBe(`${original.pricing_note} x`.trim());
  // Put the setting back as it was for the other tests.
  await updateSettings(adminApi, original);
});
