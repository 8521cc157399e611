import type { Locator, Page } from '@playwright/test';
import { answerDelete, dialog, expect, expectToast, openAsAdmin, pngFile, test, toast } from './support/content';
import { openInApp } from './support/test';
import { createHomeLife, listHomeLife } from './support/home-life';

/**
 * Gallery (/admin/gallery, issue 19): the photos of Our Home, added with an uploaded picture and
 * its alt text, edited, put in order with Move up / Move down, and deleted with Undo. Each test
 * tags what it makes and removes it again.
 */

test.describe.configure({ timeout: 90_000 });

async function openGallery(page: Page) {
  await openAsAdmin(page, '/admin/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Photos \(\d+\)$/ })).toBeVisible();
  await expect(page.getByText('Loading photos...')).toHaveCount(0);
}

/** The row of the photo with this alt text (its heading). */
const row = (page: Page, alt: string): Locator => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: alt, exact: true }) });

/** The alt texts of this test's photos, in the order the admin list shows them. */
const adminOrder = async (page: Page, tag: string) => (await page.getByRole('heading', { level: 3 }).allTextContents()).filter((text) => text.includes(tag));

/**
 * Expects Our Home to show exactly these of this test's photos, in this order. The page is opened
 * inside the app, which reads the photos itself: a page drawn by the server may be up to a minute
 * old after a change (the server's page snapshot is not told of photo writes: see the report).
 */
async function expectOnOurHome(page: Page, tag: string, alts: string[]) {
  await openInApp(page, '/our-home');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Home' })).toBeVisible();
  const images = page.locator('#our-home-photos ul').first().locator('img');
  await expect
    .poll(async () => (await images.evaluateAll((found) => found.map((image) => image.getAttribute('alt') ?? ''))).filter((alt) => alt.includes(tag)))
    .toEqual(alts);
}

test('adding a photo: an uploaded picture, its alt text and caption show in the list and on Our Home', async ({ page, tag, adminApi }) => {
  const alt = `The sunny front room ${tag}`;
  await openGallery(page);

  await page.getByRole('button', { name: 'Add Photo' }).click();
  const form = dialog(page, 'Add Photo');
  await expect(form.getByLabel('Status')).toHaveValue('active');
  await expect(form.getByLabel('Alt text')).toHaveAccessibleDescription(/Describe the photo for visitors who cannot see it/);
  await form.getByLabel('Photo', { exact: true }).setInputFiles(pngFile());
  await expectToast(page, 'Success', 'Image uploaded successfully. It shows on the site once you save.');
  await expect(form.getByRole('img', { name: 'Photo preview' })).toBeVisible();
  await form.getByLabel('Alt text').fill(alt);
  await form.getByLabel('Caption (optional)').fill('Morning light in the front room');
  await form.getByRole('button', { name: 'Create Photo' }).click();

  await expect(form).toBeHidden();
  await expectToast(page, 'Success', 'Photo created successfully.');
  await expect(row(page, alt)).toContainText('Caption: Morning light in the front room');
  await expect(row(page, alt).getByText('active', { exact: true })).toBeVisible();
  const stored = (await listHomeLife(adminApi, 'gallery')).find((photo) => photo.alt === alt);
  expect(stored).toMatchObject({ caption: 'Morning light in the front room', status: 'active' });
  expect(stored?.image_url).toBeTruthy();

  await expectOnOurHome(page, tag, [alt]);
  await expect(page.getByText('Morning light in the front room')).toBeVisible();
});

test('a photo without alt text is refused with the server’s message, and nothing is saved', async ({ page, tag, adminApi }) => {
  const caption = `No words yet ${tag}`;
  await openGallery(page);

  await page.getByRole('button', { name: 'Add Photo' }).click();
  const form = dialog(page, 'Add Photo');
  await form.getByLabel('Photo', { exact: true }).setInputFiles(pngFile());
  await expectToast(page, 'Success', 'Image uploaded successfully.');
  await form.getByLabel('Caption (optional)').fill(caption);
  await form.getByRole('button', { name: 'Create Photo' }).click();

  await expectToast(page, 'Error', 'Alt text is required');
  // The form stays open with what was typed, to be completed.
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Caption (optional)')).toHaveValue(caption);
  expect((await listHomeLife(adminApi, 'gallery')).some((photo) => photo.caption === caption)).toBe(false);
});

test('editing a photo saves its words; an inactive photo stays in the list but leaves Our Home', async ({ page, tag, adminApi, pictures }) => {
  const photo = await createHomeLife(adminApi, 'gallery', { image_url: pictures[0], alt: `Garden before ${tag}`, caption: 'Old caption' });
  // Stays active: once it shows, Our Home has read its photos.
  const kept = await createHomeLife(adminApi, 'gallery', { image_url: pictures[1], alt: `Hall ${tag}` });
  const edited = `Garden after ${tag}`;
  await expectOnOurHome(page, tag, [photo.alt, kept.alt]);
  await openGallery(page);

  await row(page, photo.alt).getByRole('button', { name: `Edit photo: ${photo.alt}` }).click();
  const form = dialog(page, 'Edit Photo');
  await expect(form.getByLabel('Alt text')).toHaveValue(photo.alt);
  await expect(form.getByLabel('Caption (optional)')).toHaveValue('Old caption');
  await form.getByLabel('Alt text').fill(edited);
  await form.getByLabel('Caption (optional)').fill('New caption');
  await form.getByLabel('Status').selectOption({ label: 'Inactive' });
  await form.getByRole('button', { name: 'Update Photo' }).click();

  await expect(form).toBeHidden();
  await expectToast(page, 'Success', 'Photo updated successfully.');
  await expect(row(page, edited).getByText('inactive', { exact: true })).toBeVisible();
  await expect(row(page, photo.alt)).toHaveCount(0);
  expect((await listHomeLife(adminApi, 'gallery')).find((item) => item.id === photo.id)).toMatchObject({ alt: edited, caption: 'New caption', status: 'inactive', image_url: pictures[0] });

  await expectOnOurHome(page, tag, [kept.alt]);
});

test('Move up and Move down change the order, from the keyboard too, and Our Home follows it', async ({ page, tag, adminApi, pictures }) => {
  const [porch, hall, garden] = [`Porch ${tag}`, `Hall ${tag}`, `Garden ${tag}`];
  for (const [index, alt] of [porch, hall, garden].entries()) await createHomeLife(adminApi, 'gallery', { image_url: pictures[index], alt });
  await openGallery(page);
  expect(await adminOrder(page, tag)).toEqual([porch, hall, garden]);

  // The garden up twice from the keyboard: the button keeps the focus as its row moves, and the
  // two orders reach the server in the order they were made.
  const gardenUp = row(page, garden).getByRole('button', { name: `Move ${garden} up` });
  await gardenUp.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => adminOrder(page, tag)).toEqual([porch, garden, hall]);
  await expect(gardenUp).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => adminOrder(page, tag)).toEqual([garden, porch, hall]);
  // At the top, Move up is out of use and the focus is on Move down.
  await expect(gardenUp).toBeDisabled();
  await expect(row(page, garden).getByRole('button', { name: `Move ${garden} down` })).toBeFocused();
  await expect(toast(page, 'Order saved.').first()).toBeVisible();
  await expect.poll(async () => (await listHomeLife(adminApi, 'gallery')).map((photo) => photo.alt).filter((alt) => alt.includes(tag))).toEqual([garden, porch, hall]);

  await row(page, porch).getByRole('button', { name: `Move ${porch} down` }).click();
  await expect.poll(() => adminOrder(page, tag)).toEqual([garden, hall, porch]);
  await expect.poll(async () => (await listHomeLife(adminApi, 'gallery')).map((photo) => photo.alt).filter((alt) => alt.includes(tag))).toEqual([garden, hall, porch]);
  // The last photo cannot go further down.
  await expect(row(page, porch).getByRole('button', { name: `Move ${porch} down` })).toBeDisabled();

  await expectOnOurHome(page, tag, [garden, hall, porch]);
});

test('an order the server refuses is put back and the toast says why', async ({ page, tag, adminApi, pictures }) => {
  const [first, second] = [`First ${tag}`, `Second ${tag}`];
  await createHomeLife(adminApi, 'gallery', { image_url: pictures[0], alt: first });
  await createHomeLife(adminApi, 'gallery', { image_url: pictures[1], alt: second });
  await openGallery(page);
  const message = 'ids must list every item once (the list has changed: reload it)';
  await page.route('**/backend/api/gallery/reorder.php', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ success: false, message }) }), { times: 1 });

  await row(page, second).getByRole('button', { name: `Move ${second} up` }).click();
  await expectToast(page, 'Error', message);
  await expect.poll(() => adminOrder(page, tag)).toEqual([first, second]);
});

test('a deleted photo leaves the list and Our Home, and Undo brings it back', async ({ page, tag, adminApi, pictures }) => {
  const photo = await createHomeLife(adminApi, 'gallery', { image_url: pictures[1], alt: `Kitchen ${tag}`, caption: 'Where lunch is made' });
  await openGallery(page);

  await row(page, photo.alt).getByRole('button', { name: `Delete photo: ${photo.alt}` }).click();
  await answerDelete(page, 'Are you sure you want to delete this photo?', true);
  await expect(row(page, photo.alt)).toHaveCount(0);
  const deleted = toast(page, `Photo deleted successfully. “${photo.alt}”`);
  await expect(deleted).toBeVisible();
  expect((await listHomeLife(adminApi, 'gallery')).some((item) => item.id === photo.id)).toBe(false);

  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, 'Success', `Photo “${photo.alt}” restored.`);
  await expect(row(page, photo.alt)).toContainText('Caption: Where lunch is made');
  expect((await listHomeLife(adminApi, 'gallery')).find((item) => item.id === photo.id)).toMatchObject({ alt: photo.alt, order_index: photo.order_index });
  await expectOnOurHome(page, tag, [photo.alt]);
});
