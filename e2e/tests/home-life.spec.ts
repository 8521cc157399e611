import type { Page } from '@playwright/test';
import { expect, test } from './support/content';
import { createHomeLife } from './support/home-life';
import { DESKTOP, MOBILE } from './support/site';

/**
 * Issue 19, "The home in photos" and "The people and the words of families", as a visitor sees
 * them: Our Home with its keyboard viewer, Our Team and What Families Say on the home page and
 * About, only what the owner made active or approved. Each test writes its own content through
 * the admin API, tagged, and removes it again.
 */

test.describe.configure({ timeout: 90_000 });

const photoGrid = (page: Page) => page.locator('#our-home-photos ul').first();
const viewer = (page: Page) => page.getByRole('dialog');

test.describe('Our Home', () => {

  test('shows the active photos in the owner’s order; the viewer moves with the arrow keys, reads each out, and Escape gives focus back', async ({ page, tag, adminApi, pictures }) => {
    const garden = await createHomeLife(adminApi, 'gallery', { image_url: pictures[0], alt: `Garden ${tag}`, caption: 'Roses by the porch' });
    await createHomeLife(adminApi, 'gallery', { image_url: pictures[1], alt: `Laundry ${tag}`, status: 'inactive' });
    const kitchen = await createHomeLife(adminApi, 'gallery', { image_url: pictures[2], alt: `Kitchen ${tag}` });
    const room = await createHomeLife(adminApi, 'gallery', { image_url: pictures[3], alt: `Bedroom ${tag}`, caption: 'A room of her own' });

    await page.setViewportSize(DESKTOP);
    await page.goto('/our-home');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Home' })).toBeVisible();
    const alts = await photoGrid(page).locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
    expect(alts.filter((alt) => alt.includes(tag))).toEqual([garden.alt, kitchen.alt, room.alt]);
    await expect(page.getByText('Roses by the porch')).toBeVisible();

    const total = alts.length;
    const first = alts.indexOf(garden.alt);
    const opener = photoGrid(page).getByRole('link', { name: new RegExp(`Garden ${tag}`) });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page).getByRole('heading', { name: `Photo ${first + 1} of ${total}` })).toBeVisible();
    await expect(viewer(page).getByRole('img', { name: garden.alt })).toBeVisible();
    await expect(viewer(page).locator('figcaption')).toHaveText('Roses by the porch');

    await page.keyboard.press('ArrowRight');
    await expect(viewer(page).getByRole('heading', { name: `Photo ${first + 2} of ${total}` })).toBeVisible();
    await expect(viewer(page).getByRole('img', { name: kitchen.alt })).toBeVisible();
    // Told to a screen reader as it changes: where it is and what it shows.
    await expect(viewer(page).locator('[aria-live="polite"]')).toHaveText(`Photo ${first + 2} of ${total}: ${kitchen.alt}`);

    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // Round the start to the last photo.
    const wrapped = (first - 1 + total) % total;
    await expect(viewer(page).getByRole('heading', { name: `Photo ${wrapped + 1} of ${total}` })).toBeVisible();

    await viewer(page).getByRole('button', { name: 'Next photo' }).click();
    await expect(viewer(page).getByRole('heading', { name: `Photo ${first + 1} of ${total}` })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('on a phone the photos stack in one column; without JavaScript each is a link to the picture', async ({ page, tag, browser, adminApi, baseURL, pictures }) => {
    await createHomeLife(adminApi, 'gallery', { image_url: pictures[0], alt: `Porch ${tag}` });
    await createHomeLife(adminApi, 'gallery', { image_url: pictures[1], alt: `Hall ${tag}` });
    await page.setViewportSize(MOBILE);
    await page.goto('/our-home');
    const boxes = await photoGrid(page).locator('img').evaluateAll((images) => images.map((image) => image.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(1);
    expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(MOBILE.width);

    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await context.newPage();
    await plain.goto('/our-home');
    await expect(plain.getByRole('link', { name: new RegExp(`Porch ${tag}`) })).toHaveAttribute('href', pictures[0]);
    await context.close();
  });

  test('the home page links to Our Home, which is in the menus and the sitemap', async ({ page, request, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await page.locator('#home-our-home').getByRole('link', { name: /See (all the photos of )?our home/ }).click();
    await expect(page).toHaveURL(/\/our-home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Home' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Home' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Our Home' })).toBeVisible();
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${baseURL}/our-home</loc>`);
  });
});

test.describe('Our Team and What Families Say', () => {

  test('About shows every active member with role, credentials, languages and bio; the home page the first three and a link to the rest', async ({ page, tag, adminApi, pictures }) => {
    const owner = await createHomeLife(adminApi, 'team', {
      name: `Maria ${tag}`,
      role: 'Owner',
      credentials: ['RN', 'CPR'],
      languages: ['English', 'Tagalog'],
      photo_url: pictures[2],
      alt: `Maria ${tag} in the garden`,
      bio: 'Maria opened the home in 2012.',
    });
    const noPhoto = await createHomeLife(adminApi, 'team', { name: `Ana ${tag}`, role: 'Caregiver', credentials: ['HCA'] });
    await createHomeLife(adminApi, 'team', { name: `Away ${tag}`, role: 'Caregiver', status: 'inactive' });
    await createHomeLife(adminApi, 'team', { name: `Joe ${tag}`, role: 'Cook' });
    await createHomeLife(adminApi, 'team', { name: `Lee ${tag}`, role: 'RN delegator' });

    await page.goto('/about');
    const team = page.locator('#our-team');
    await expect(team.getByRole('heading', { name: 'Our Team' })).toBeVisible();
    const card = team.getByRole('listitem').filter({ has: page.getByRole('heading', { name: owner.name }) });
    await expect(card.getByText('Owner', { exact: true })).toBeVisible();
    await expect(card.getByRole('list', { name: `${owner.name}'s credentials` }).getByRole('listitem')).toHaveText(['RN', 'CPR']);
    await expect(card.getByText('Speaks English, Tagalog')).toBeVisible();
    await expect(card.getByText('Maria opened the home in 2012.')).toBeVisible();
    await expect(card.getByRole('img', { name: owner.alt })).toBeVisible();
    // No photo: initials, and no image at all (never a grey broken box).
    const plain = team.getByRole('listitem').filter({ has: page.getByRole('heading', { name: noPhoto.name }) });
    await expect(plain.locator('img')).toHaveCount(0);
    await expect(plain.getByText(/^A[A-Z0-9]$/)).toBeVisible();
    await expect(team.getByRole('heading', { name: `Away ${tag}` })).toHaveCount(0);
    for (const name of [`Joe ${tag}`, `Lee ${tag}`]) await expect(team.getByRole('heading', { name })).toBeVisible();

    await page.goto('/');
    const block = page.locator('#home-team');
    await expect(block.getByRole('heading', { level: 3 })).toHaveCount(3);
    await block.getByRole('link', { name: 'Meet the whole team' }).click();
    await expect(page).toHaveURL(/\/about#our-team$/);
  });

  test('words of families show only once approved, newest first and dated, on the home page and About', async ({ page, tag, adminApi }) => {
    const older = await createHomeLife(adminApi, 'testimonials', { name: 'Linda', relationship: `daughter of a resident ${tag}`, quote: `They treat Mom like family ${tag}.`, date: '2025-06', approved: true });
    const newer = await createHomeLife(adminApi, 'testimonials', { name: 'Tom', relationship: `son of a resident ${tag}`, quote: `Dad is happy here ${tag}.`, date: '2026-03', approved: true });
    const waiting = await createHomeLife(adminApi, 'testimonials', { name: 'Rosa', relationship: `wife of a resident ${tag}`, quote: `Not approved yet ${tag}.`, date: '2026-04' });

    for (const path of ['/about', '/']) {
      await page.goto(path);
      const quotes = page.getByRole('region', { name: 'What Families Say' });
      await expect(quotes.getByText(`“${newer.quote}”`)).toBeVisible();
      await expect(quotes.getByText(`— Tom, son of a resident ${tag}, March 2026`)).toBeVisible();
      await expect(quotes.locator('time[datetime="2026-03"]')).toHaveText('March 2026');
      await expect(quotes.getByText(waiting.quote)).toHaveCount(0);
      const texts = await quotes.locator('blockquote').allTextContents();
      expect(texts.findIndex((text) => text.includes(newer.quote))).toBeLessThan(path === '/' ? 2 : texts.length);
      if (path === '/about') expect(texts.findIndex((text) => text.includes(newer.quote))).toBeLessThan(texts.findIndex((text) => text.includes(older.quote)));
    }

    const approve = await adminApi.post('/backend/api/testimonials/update.php', { data: { id: waiting.id, approved: true } });
    expect(approve.status()).toBe(200);
    await page.goto('/about');
    await expect(page.getByRole('region', { name: 'What Families Say' }).getByText(`“${waiting.quote}”`)).toBeVisible();
  });
});

test.describe('Team photos on a 2x screen (issue 33)', () => {
  test.use({ deviceScaleFactor: 2 });

  test('a photo from the media library is drawn from one of its stored sizes, at least twice as wide as the card shows it', async ({ page, tag, adminApi, pictures }) => {
    const member = await createHomeLife(adminApi, 'team', { name: `Sharp ${tag}`, role: 'Caregiver', photo_url: pictures[0], alt: `Sharp ${tag} on the porch` });

    await page.setViewportSize(DESKTOP);
    await page.goto('/about');
    const photo = page.locator('#our-team').getByRole('img', { name: member.alt });
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveJSProperty('complete', true);
    const drawn = await photo.evaluate(async (image: HTMLImageElement) => {
      // The picked file's own pixels (the <img>'s naturalWidth is scaled by its srcset density).
      const file = new Image();
      file.src = image.currentSrc;
      await file.decode();
      return { current: image.currentSrc, natural: file.naturalWidth, shown: image.getBoundingClientRect().width };
    });
    const file = pictures[0].slice('/uploads/'.length);
    // A size the upload plugin stored of this photo (not the original, not a resized copy made on request).
    expect(new URL(drawn.current).pathname).toMatch(new RegExp(`^/uploads/(?:thumbnail|small|medium|large)_${file.replace(/\./g, '\\.')}$`));
    expect(new URL(drawn.current).search).toBe('');
    expect(drawn.natural).toBeGreaterThanOrEqual(2 * drawn.shown);
  });
});
