import { settled, violations } from './support/a11y';
import { openAsAdmin, signInAsAdminViaApi, uniqueTag } from './support/content';
import { createInquiryInConsole } from './support/console-api';
import { expect, familyRequest, inbox, test } from './support/inquiries';

/** The dashboard's Today panel (issue 32): the requests waiting for an answer, and what the site still lacks. */

test.describe.configure({ timeout: 90_000 });

const today = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Today' });

test('a new request shows on Today with one tap to call or email, and Mark answered takes it off', async ({ page, request, adminApi, tags }) => {
  const tag = uniqueTag();
  tags.push(tag);
  const values = familyRequest(tag);
  expect((await request.post('/backend/api/contact/submit.php', { data: values })).status()).toBe(201);

  await openAsAdmin(page, '/admin');
  const name = `${values.firstName} ${values.lastName}`;
  const item = today(page).getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('Schedule a Tour');
  // Sent just now: not flagged.
  await expect(item).not.toContainText('Waiting over 2 hours');
  await expect(item).toContainText(/, waiting [0-9] minutes?/);
  await expect(item.getByRole('link', { name: `Call ${name} at ${values.phone}` })).toHaveAttribute('href', 'tel:3605550188');
  await expect(item.getByRole('link', { name: `Email ${name} at ${values.email}` })).toHaveAttribute('href', `mailto:${values.email}`);

  await item.getByRole('button', { name: `Mark answered: ${name}'s request` }).click();
  await expect(item).toHaveCount(0);
  const stored = (await inbox(adminApi)).find((inquiry) => inquiry.last_name === values.lastName);
  expect(stored?.status).toBe('contacted');
});

test('a request not answered within the promised 2 hours is flagged', async ({ page, request, tags }) => {
  const tag = uniqueTag();
  tags.push(tag);
  const values = familyRequest(tag, { serviceType: 'General Information' });
  expect((await request.post('/backend/api/contact/submit.php', { data: values })).status()).toBe(201);
  await signInAsAdminViaApi(page);
  // The page's clock two and a half hours on: the request has waited that long.
  await page.clock.install({ time: Date.now() + 150 * 60 * 1000 });
  await page.goto('/admin');
  const item = today(page).getByRole('listitem').filter({ hasText: `${values.firstName} ${values.lastName}` });
  await expect(item).toContainText('Waiting over 2 hours');
  // And how long, in words (issue 45).
  await expect(item).toContainText(', waiting 2 hours');
});

test('the setup checklist lists exactly what the site lacks, each linked to where it is added', async ({ page, adminApi }) => {
  const settings = ((await (await adminApi.get('/backend/api/settings/read.php')).json()) as { data: { license_number: string; price_from: number | null; disclosure_url: string; hero_image_1: string; hero_image_2: string; hero_image_3: string; tour_days: string[] } }).data;
  const photos = ((await (await adminApi.get('/backend/api/gallery/admin_read.php')).json()) as { records: Array<{ status: string }> }).records;
  const team = ((await (await adminApi.get('/backend/api/team/admin_read.php')).json()) as { records: Array<{ status: string }> }).records;
  const lacking = [
    ...(photos.some((photo) => photo.status === 'active') ? [] : ['Photos of the home']),
    ...(team.some((member) => member.status === 'active') ? [] : ['The team']),
    ...(settings.price_from === null ? ['Prices'] : []),
    ...(settings.license_number ? [] : ['License number']),
    ...(settings.disclosure_url ? [] : ['The Disclosure of Services']),
    ...(settings.tour_days.length ? [] : ['Tour hours']),
    ...(settings.hero_image_1 || settings.hero_image_2 || settings.hero_image_3 ? [] : ['Hero photos']),
  ];
  const items = ['Photos of the home', 'The team', 'Prices', 'License number', 'The Disclosure of Services', 'Tour hours', 'Hero photos'];
  await openAsAdmin(page, '/admin');
  const checklist = today(page).getByRole('group', { name: 'Finish setting up your site' });
  if (lacking.length === 0) {
    await expect(today(page)).toBeVisible();
    for (const label of items) await expect(checklist.getByRole('link', { name: label, exact: true })).toHaveCount(0);
    return;
  }
  for (const label of lacking) await expect(checklist.getByRole('link', { name: label, exact: true })).toBeVisible();
  for (const label of items.filter((label) => !lacking.includes(label))) {
    await expect(checklist.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  }
  if (lacking.includes('License number')) {
    await checklist.getByRole('link', { name: 'License number', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/settings#license$/);
    // It lands on the card where the number is typed, not at the top of the screen.
    await expect(page.getByRole('textbox', { name: 'State License Number' })).toBeInViewport();
  }
});

test("Today has no accessibility violations, a waiting request included: each button's name holds the words it shows (issue 44)", async ({ page, request, tags }) => {
  const tag = uniqueTag();
  tags.push(tag);
  const values = familyRequest(tag);
  expect((await request.post('/backend/api/contact/submit.php', { data: values })).status()).toBe(201);
  await openAsAdmin(page, '/admin');
  await expect(today(page).getByRole('listitem').filter({ hasText: `${values.firstName} ${values.lastName}` })).toBeVisible();
  await settled(today(page));
  expect(await violations(page, ['label-content-name-mismatch'])).toEqual([]);
});

test('the morning after a tour, Today asks how it went, with the next steps; Mark done makes the request Toured (issue 45)', async ({ page, request, adminApi, tags }) => {
  const tag = uniqueTag();
  tags.push(tag);
  const values = familyRequest(tag, { firstName: 'Wren' });
  // A tour two days ago, arranged by phone and entered in the console.
  const start = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
  start.setUTCHours(18, 0, 0, 0);
  await createInquiryInConsole(request, {
    ...values,
    inquiryStatus: 'tour_booked',
    tourStart: start.toISOString(),
    tourEnd: new Date(start.getTime() + 60 * 60 * 1000).toISOString(),
    tourStatus: 'confirmed',
  });

  await openAsAdmin(page, '/admin');
  const followUps = today(page).getByRole('group', { name: 'Tours to follow up' });
  const item = followUps.getByRole('listitem', { name: 'How did the tour with Wren go?' });
  await expect(item).toContainText('Next: if Wren came, mark it done and call to talk about a room');
  await expect(item.getByRole('link', { name: `Call Wren ${values.lastName} at ${values.phone}` })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await item.getByRole('button', { name: `Mark done: the tour with Wren ${values.lastName}` }).click();
  await expect(page.getByText(`Wren ${values.lastName}'s tour is marked done.`)).toBeVisible();
  await expect(item).toHaveCount(0);
  const stored = (await inbox(adminApi)).find((inquiry) => inquiry.last_name === values.lastName);
  expect(stored).toMatchObject({ status: 'toured', tour: { status: 'done' } });
});
