import type { Page } from '@playwright/test';
import { expect, expectToast, openAsAdmin, test } from './support/content';
import { violations } from './support/a11y';
import { familyRequest, inbox } from './support/inquiries';
import { keepSettings, readSettings, updateSettings } from './support/settings';

/**
 * Issue 46, "Can you care for Mom?" and "What does the state say?": the owner ticks the care she
 * gives and puts the state's inspection reports online in Settings, on a phone; /services and /
 * list exactly that care, /about shows the state record; the Disclosure card reminds her of DSHS's
 * 30 days when the care changes, and Today offers to remove a report over three years old.
 */

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** No sideways scrolling on the phone, and nothing axe finds (issue 46's "Done when"). */
async function fitsAndPassesAxe(page: Page, what: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(390);
  expect(await violations(page), what).toEqual([]);
}

const careList = (page: Page) => page.getByRole('region', { name: 'Can We Care for Your Loved One?' });
const stateCard = (page: Page) => page.getByRole('region', { name: 'State Record' });

test.describe('the care we give and the state record, on a phone', () => {
  keepSettings(test);
  test.use({ viewport: { width: 390, height: 844 } });

  test('the owner ticks the care she gives; /services and / list exactly that, and the Disclosure card reminds her of DSHS', async ({ page, request, adminApi }) => {
    await updateSettings(adminApi, { care_specialties: [], care_other: '', disclosure_url: '' });
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(careList(page)).toHaveCount(0);

    await openAsAdmin(page, '/admin/settings');
    const card = page.getByRole('region', { name: 'Care We Give' });
    const choices = card.getByRole('group', { name: 'We Care For People Living With' });
    await expect(choices).toHaveAccessibleDescription(/WAC 388-76-10532/);
    await choices.getByLabel("Memory care (dementia, Alzheimer's)").check();
    await choices.getByLabel('Hospice and end of life').check();
    await choices.getByLabel('Other', { exact: true }).check();
    await card.getByLabel('Other Care').fill('Parkinson’s disease');
    await page.getByRole('button', { name: /Save Changes/ }).click();
    await expectToast(page, 'Success', 'Settings updated successfully');
    await expect(page.getByTestId('disclosure-reminder')).toContainText('DSHS must get an updated Disclosure of Services 30 days before services change (WAC 388-76-10532)');

    for (const path of ['/services', '/']) {
      await page.goto(path);
      const list = careList(page);
      await list.scrollIntoViewIfNeeded();
      await expect(list, path).toContainText('We care for people living with:');
      await expect(list.getByRole('listitem'), path).toHaveText(["Memory care (dementia, Alzheimer's)", 'Hospice and end of life', 'Parkinson’s disease']);
      // Within the phone's width, and drawn by the server before any script.
      const box = await list.getByRole('list').boundingBox();
      expect(box!.x + box!.width, path).toBeLessThanOrEqual(390);
      expect(await (await request.get(path, { headers: { Accept: 'text/html' } })).text(), path).toContain('Hospice and end of life');
      await fitsAndPassesAxe(page, path);
    }
    // Never more than she ticked.
    await expect(careList(page)).not.toContainText('Wound care');
  });

  test('an inspection report uploaded with its date shows on /about under State record, newest first; Remove takes it off', async ({ page, request, adminApi }) => {
    await updateSettings(adminApi, { license_number: '751234', inspection_reports: [{ url: '/uploads/inspection-report_2024-02-01_0a1b2c3d4e.pdf', date: '2024-02-01' }] });
    await openAsAdmin(page, '/admin/settings');
    const card = stateCard(page);
    await card.getByLabel('Inspection report (PDF)').setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF });
    // Without its date, the card asks for it and keeps the file chosen.
    await card.getByRole('button', { name: 'Add report' }).click();
    await expect(card.getByRole('alert')).toHaveText('Give the date of the inspection.');
    await card.getByLabel('Date of the inspection').fill('2025-04-02');
    await card.getByRole('button', { name: 'Add report' }).click();
    await expect(card.getByRole('status')).toHaveText('The report of April 2, 2025 is on the About page.');
    const saved = (await readSettings(adminApi)).inspection_reports;
    expect(saved.map((report) => report.date)).toEqual(['2025-04-02', '2024-02-01']);
    expect(saved[0].url).toMatch(/^\/uploads\/inspection-report_2025-04-02_[0-9a-f]{10}\.pdf$/);

    await page.goto('/about');
    const record = page.getByRole('region', { name: 'State Record' });
    await record.scrollIntoViewIfNeeded();
    await expect(record.getByRole('link', { name: 'Check the license with the state' })).toHaveAttribute('href', /^https:\/\//);
    await expect(record.getByRole('link', { name: 'DSHS Adult Family Home Locator' })).toHaveAttribute('href', /^https:\/\/fortress\.wa\.gov\//);
    const reports = record.getByRole('list', { name: 'Inspection reports' }).getByRole('link');
    await expect(reports).toHaveText(['Inspection report, April 2, 2025 (PDF)', 'Inspection report, February 1, 2024 (PDF)']);
    const served = await request.get((await reports.first().getAttribute('href'))!);
    expect(served.headers()['content-type']).toBe('application/pdf');
    await fitsAndPassesAxe(page, '/about');

    await openAsAdmin(page, '/admin/settings');
    await expect(stateCard(page).getByRole('list', { name: 'Inspection reports on the site' }).getByRole('listitem')).toHaveCount(2);
    expect(await violations(page, [], '#state-record'), 'the State Record card').toEqual([]);
    await stateCard(page).getByRole('button', { name: 'Remove the inspection report of April 2, 2025' }).click();
    await expect(stateCard(page).getByRole('status')).toHaveText('The report of April 2, 2025 was taken off the site.');
    expect((await readSettings(adminApi)).inspection_reports.map((report) => report.date)).toEqual(['2024-02-01']);
  });

  test('Today offers to remove a report more than three years old, and only on her word', async ({ page, request, adminApi }) => {
    const old = { url: '/uploads/inspection-report_2021-05-10_0a1b2c3d4e.pdf', date: '2021-05-10' };
    const recent = { url: '/uploads/inspection-report_2025-04-02_1a1b2c3d4e.pdf', date: '2025-04-02' };
    await updateSettings(adminApi, { inspection_reports: [recent, old] });
    // A request in the last 90 days, so the dashboard's figures table is drawn too (wider than a phone).
    const tag = `reports${Date.now()}`;
    expect((await request.post('/backend/api/contact/submit.php', { data: familyRequest(tag) })).status()).toBe(201);
    await openAsAdmin(page, '/admin');
    const offer = page.getByRole('region', { name: 'An inspection report is more than three years old.' });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('link', { name: 'Inspection report, May 10, 2021 (PDF)' })).toHaveAttribute('href', old.url);
    await expect(offer).not.toContainText('April 2, 2025');
    await fitsAndPassesAxe(page, 'Today');
    await offer.getByRole('button', { name: 'Remove it: the report of May 10, 2021' }).click();
    await expectToast(page, 'Success', 'The report of May 10, 2021 was taken off the About page.');
    await expect(offer).toHaveCount(0);
    expect((await readSettings(adminApi)).inspection_reports).toEqual([recent]);
    for (const inquiry of await inbox(adminApi)) if (inquiry.message.includes(tag)) await adminApi.delete('/backend/api/inquiries/delete.php', { data: { id: inquiry.id } });
  });
});
