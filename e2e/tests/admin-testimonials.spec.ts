import type { Locator, Page } from '@playwright/test';
import { answerDelete, dialog, expect, expectToast, openAsAdmin, test, toast } from './support/content';
import { openInApp } from './support/test';
import { createHomeLife, listHomeLife } from './support/home-life';

/**
 * Testimonials (/admin/testimonials, issue 19): the words of families, newest first, shown on the
 * site only once approved. Each test tags what it makes and removes it again.
 */

test.describe.configure({ timeout: 90_000 });

async function openTestimonials(page: Page, { signedIn = false } = {}) {
  if (signedIn) await page.goto('/admin/testimonials');
  else await openAsAdmin(page, '/admin/testimonials');
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Testimonials \(\d+\)$/ })).toBeVisible();
  await expect(page.getByText('Loading testimonials...')).toHaveCount(0);
}

/** The row whose heading is '— Name, relationship'. */
const row = (page: Page, name: string, relationship: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: `— ${name}, ${relationship}`, exact: true }) });

/**
 * Expects What Families Say on About to show exactly these of this test's words, newest first. The
 * page is opened inside the app, which reads them itself: a page drawn by the server may be up to a
 * minute old after a change (the server's page snapshot is not told of testimonial writes: see the
 * report). Each test keeps one approved testimonial, so the section is there once read.
 */
async function expectOnAbout(page: Page, tag: string, quotes: string[]) {
  await openInApp(page, '/about');
  const section = page.getByRole('region', { name: 'What Families Say' });
  await expect(section).toBeVisible();
  await expect.poll(async () => (await section.locator('blockquote').allTextContents()).filter((text) => text.includes(tag))).toEqual(quotes.map((quote) => `“${quote}”`));
}

test('added words wait for approval, newest month first, and are not on the site', async ({ page, tag, adminApi }) => {
  const relationship = `daughter of a resident ${tag}`;
  const quote = `They know Mom's favourite songs ${tag}.`;
  await createHomeLife(adminApi, 'testimonials', { name: 'Older', relationship: `son ${tag}`, quote: `Earlier words ${tag}.`, date: '2024-05', approved: true });
  await openTestimonials(page);

  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  const form = dialog(page, 'Add Testimonial');
  await expect(form.getByLabel('Relationship')).toHaveAccessibleDescription(/daughter of a resident/);
  await expect(form.getByLabel('Month')).toHaveAttribute('type', 'month');
  await expect(form.getByRole('checkbox', { name: /Approved/ })).not.toBeChecked();
  await form.getByLabel('First name').fill('Linda');
  await form.getByLabel('Relationship').fill(relationship);
  await form.getByLabel('Their words').fill(quote);
  await form.getByLabel('Month').fill('2026-02');
  await form.getByRole('button', { name: 'Create Testimonial' }).click();

  await expect(form).toBeHidden();
  await expectToast(page, 'Success', 'Testimonial created successfully.');
  const created = row(page, 'Linda', relationship);
  await expect(created).toContainText(`“${quote}”`);
  await expect(created.getByText('Waiting for approval', { exact: true })).toBeVisible();
  await expect(created.locator('time[datetime="2026-02"]')).toHaveText('February 2026');
  const quotes = (await page.locator('blockquote').allTextContents()).filter((text) => text.includes(tag));
  expect(quotes).toEqual([`“${quote}”`, `“Earlier words ${tag}.”`]);
  expect((await listHomeLife(adminApi, 'testimonials')).find((item) => item.quote === quote)).toMatchObject({ name: 'Linda', relationship, date: '2026-02', approved: false });

  await expectOnAbout(page, tag, [`Earlier words ${tag}.`]);
});

test('Approve shows the words on About; Unapprove takes them off again', async ({ page, tag, adminApi }) => {
  const testimonial = await createHomeLife(adminApi, 'testimonials', { name: 'Tom', relationship: `son of a resident ${tag}`, quote: `Dad is happy here ${tag}.`, date: '2026-03' });
  const shown = await createHomeLife(adminApi, 'testimonials', { name: 'Ann', relationship: `niece of a resident ${tag}`, quote: `Always shown ${tag}.`, date: '2024-01', approved: true });
  await openTestimonials(page);
  const line = row(page, 'Tom', testimonial.relationship);

  await line.getByRole('button', { name: `Approve the words of Tom, ${testimonial.relationship}` }).click();
  await expect(line.getByText('Approved', { exact: true })).toBeVisible();
  await expectToast(page, 'Success', 'Testimonial approved: it is now shown on the site.');
  expect((await listHomeLife(adminApi, 'testimonials')).find((item) => item.id === testimonial.id)?.approved).toBe(true);
  await expectOnAbout(page, tag, [testimonial.quote, shown.quote]);

  await openTestimonials(page, { signedIn: true });
  await line.getByRole('button', { name: `Unapprove the words of Tom, ${testimonial.relationship}` }).click();
  await expect(line.getByText('Waiting for approval', { exact: true })).toBeVisible();
  await expectToast(page, 'Success', 'Testimonial unapproved: it is no longer shown on the site.');
  await expectOnAbout(page, tag, [shown.quote]);
});

test('editing words saves them; a deleted testimonial comes back with Undo', async ({ page, tag, adminApi }) => {
  const testimonial = await createHomeLife(adminApi, 'testimonials', { name: 'Rosa', relationship: `wife of a resident ${tag}`, quote: `First draft ${tag}.`, date: '2025-11', approved: true });
  const quote = `The staff call me every evening ${tag}.`;
  await openTestimonials(page);

  await row(page, 'Rosa', testimonial.relationship).getByRole('button', { name: `Edit the words of Rosa, ${testimonial.relationship}` }).click();
  const form = dialog(page, 'Edit Testimonial');
  await expect(form.getByLabel('Month')).toHaveValue('2025-11');
  await expect(form.getByRole('checkbox', { name: /Approved/ })).toBeChecked();
  await form.getByLabel('Their words').fill(quote);
  await form.getByLabel('Month').fill('2025-12');
  await form.getByRole('button', { name: 'Update Testimonial' }).click();
  await expect(form).toBeHidden();
  await expectToast(page, 'Success', 'Testimonial updated successfully.');
  await expect(row(page, 'Rosa', testimonial.relationship)).toContainText(quote);
  expect((await listHomeLife(adminApi, 'testimonials')).find((item) => item.id === testimonial.id)).toMatchObject({ quote, date: '2025-12', approved: true });

  await row(page, 'Rosa', testimonial.relationship).getByRole('button', { name: `Delete the words of Rosa, ${testimonial.relationship}` }).click();
  await answerDelete(page, 'Are you sure you want to delete this testimonial?', true);
  await expect(row(page, 'Rosa', testimonial.relationship)).toHaveCount(0);
  await toast(page, 'Testimonial deleted successfully. “Rosa”').getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, 'Success', 'Testimonial “Rosa” restored.');
  await expect(row(page, 'Rosa', testimonial.relationship)).toContainText(quote);
  await expectOnAbout(page, tag, [quote]);
});
