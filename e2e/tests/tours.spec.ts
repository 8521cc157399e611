import type { APIRequestContext, Page } from '@playwright/test';
import type { TourSlotsReply } from '@afh/contract/records';
import { violations } from './support/a11y';
import { newAdminApi, uniqueTag } from './support/api';
import { openAsAdmin, signInAsAdmin, signInAsAdminViaApi } from './support/content';
import { currentSlot, urlFor } from './support/servers';
import { MOBILE } from './support/site';
import { expect, test } from './support/test';

/**
 * Tour times a family can book (issue 33), on a 390 px phone: the open times as large buttons by
 * day, chosen with a thumb or the keyboard; the thank-you with the time in words and Add to
 * calendar; the pinned bar out of the way; the admin's Tours screen.
 */

test.describe.configure({ timeout: 120_000 });

const HOURS = { tour_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], tour_start: '09:00', tour_end: '17:00', tour_length_minutes: 60, tour_notice_hours: 0, tour_horizon_days: 7, timezone: 'America/Los_Angeles' };
const NO_TOURS = { ...HOURS, tour_days: [], tour_start: '10:00', tour_end: '16:00', tour_notice_hours: 24, tour_horizon_days: 14 };

let admin: APIRequestContext;
test.beforeAll(async () => {
  admin = await newAdminApi(urlFor(currentSlot()));
  expect((await admin.post('/backend/api/settings/update.php', { data: HOURS })).status()).toBe(200);
});
// The other specs of this worker's server expect a site without tour days (preferred times).
test.afterAll(async () => {
  expect((await admin.post('/backend/api/settings/update.php', { data: NO_TOURS })).status()).toBe(200);
  await admin.dispose();
});

const form = (page: Page) => page.getByRole('form', { name: 'Schedule a Tour' });
const times = (page: Page) => form(page).getByRole('group', { name: 'Choose a tour time' });

/** The open times the API lists now. */
const openTimes = async (page: Page) => ((await (await page.request.get('/backend/api/tours/slots.php')).json()) as TourSlotsReply).records;

/** "Thursday, December 3, 2026 at 10:00 AM PST", as the page says it. */
const inWords = (start: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: HOURS.timezone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(start));

/** "Monday, Nov 30 at 11:00 AM", as the line above Send says it. */
const shortWords = (start: string) =>
  `${new Intl.DateTimeFormat('en-US', { timeZone: HOURS.timezone, weekday: 'long', month: 'short', day: 'numeric' }).format(new Date(start))} at ${new Intl.DateTimeFormat('en-US', { timeZone: HOURS.timezone, hour: 'numeric', minute: '2-digit' }).format(new Date(start))}`;

/** "Mon, Nov 30": the day's button in the row of open days (issue 45). */
const dayWords = (start: string) => new Intl.DateTimeFormat('en-US', { timeZone: HOURS.timezone, weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(start));
const dayButton = (page: Page, start: string) => times(page).getByRole('group', { name: 'Day' }).getByRole('radio', { name: dayWords(start) });
/** The times of the day shown (a day's times show once its day is chosen). */
const shownTimes = (page: Page) => times(page).getByRole('radio', { name: / at / });

const openTourForm = async (page: Page) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/contact?type=tour#contact-form');
  await expect(page.getByRole('heading', { name: 'Schedule a Tour', exact: true })).toBeVisible();
  await expect(times(page).getByRole('radio').first()).toBeVisible();
};

test('the Tour Hours card names the days in words', async ({ page }) => {
  await openAsAdmin(page, '/admin/settings');
  const days = page.getByRole('group', { name: 'Tour Days' });
  await expect(days.getByRole('checkbox')).toHaveCount(7);
  for (const day of ['Monday', 'Wednesday', 'Sunday']) await expect(days.getByRole('checkbox', { name: day, exact: true })).toBeChecked();
  await expect(days).not.toContainText('mon');
});

test('a family books a time with a thumb, and the thank-you says when, with Add to calendar', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: MOBILE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/contact?type=tour#contact-form');
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  await expect(times(page).getByRole('radio').first()).toBeVisible();
  const [slot] = (await openTimes(page)).slice(-1);
  // Days first: the last day's times show once its day is tapped.
  await dayButton(page, slot.start).locator('..').tap();
  await expect(dayButton(page, slot.start)).toBeChecked();
  const choice = times(page).getByRole('radio', { name: inWords(slot.start) });
  const button = times(page).locator('label').filter({ has: page.getByRole('radio', { name: inWords(slot.start) }) });
  // The button a thumb taps is large.
  const box = (await button.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
  await button.tap();
  await expect(choice).toBeChecked();
  // The chosen time is said again right above Send.
  await expect(form(page).getByText(/^Your tour: /)).toHaveText(`Your tour: ${shortWords(slot.start)}`);

  const tag = uniqueTag();
  await form(page).getByLabel('First Name').fill('Ruth');
  await form(page).getByLabel('Last Name').fill(`Tapper ${tag}`);
  await form(page).getByLabel('Email', { exact: true }).fill(`ruth-${tag}@e2e.test`);
  await form(page).getByLabel('Phone', { exact: true }).fill('(360) 555-0188');
  await form(page).getByLabel('Message', { exact: true }).fill('We would like to see the rooms.');
  await form(page).getByRole('button', { name: 'Send Message' }).tap();

  const thanks = page.getByRole('status').filter({ hasText: 'Your tour is booked for' });
  await expect(thanks).toContainText(`Your tour is booked for ${inWords(slot.start)}.`);
  await expect(thanks).toBeInViewport();
  const calendar = thanks.getByRole('link', { name: 'Add to calendar' });
  await expect(calendar).toHaveAttribute('href', /^\/backend\/api\/tours\/calendar\.php\?token=[\w-]{43}$/);
  const file = await page.request.get((await calendar.getAttribute('href'))!);
  expect(file.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await file.text()).toContain('BEGIN:VEVENT');
  // The time is taken: it is no longer offered.
  expect((await openTimes(page)).map((open) => open.start)).not.toContain(slot.start);
  await context.close();
});

test('a family books a time by keyboard alone', async ({ page }) => {
  await openTourForm(page);
  const open = await openTimes(page);
  // A day with two times or more (today may have one left).
  const days = [...new Set(open.map((slot) => slot.start.slice(0, 10)))];
  const dayIndex = days.findIndex((date) => open.filter((slot) => slot.start.startsWith(date)).length >= 2);
  const [firstTime, secondTime] = open.filter((slot) => slot.start.startsWith(days[dayIndex]));
  // The row of days is one radio group: the arrow keys move to that day and show its times.
  await dayButton(page, open[0].start).focus();
  for (let step = 0; step < dayIndex; step++) await page.keyboard.press('ArrowRight');
  await expect(dayButton(page, firstTime.start)).toBeChecked();
  // Tab goes on to the day's times; the arrow keys move between them and choose.
  await page.keyboard.press('Tab');
  await expect(times(page).getByRole('radio', { name: inWords(firstTime.start) })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const second = times(page).getByRole('radio', { name: inWords(secondTime.start) });
  await expect(second).toBeFocused();
  await expect(second).toBeChecked();
  await expect(shownTimes(page)).toHaveCount(open.filter((slot) => slot.start.startsWith(days[dayIndex])).length);

  const tag = uniqueTag();
  const type = async (label: string, text: string) => {
    await form(page).getByLabel(label, { exact: true }).focus();
    await page.keyboard.type(text);
  };
  await type('First Name', 'Kay');
  await type('Last Name', `Board ${tag}`);
  await type('Email', `kay-${tag}@e2e.test`);
  await type('Phone', '3605550199');
  await type('Message', 'A visit, please.');
  // "How did you hear about us?" (optional, issue 45) is next, then Send.
  await page.keyboard.press('Tab');
  await expect(form(page).getByLabel('How did you hear about us? (optional)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeFocused();
  await page.keyboard.press('Enter');

  const thanks = page.locator(':focus');
  await expect(thanks).toContainText(`Your tour is booked for ${inWords(secondTime.start)}.`);
  await expect(thanks).toBeInViewport();
});

test('without JavaScript, the server draws the open times into the form, and a plain post books one', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: MOBILE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact?type=tour#contact-form');
  const open = await openTimes(page);
  const slot = open[Math.floor(open.length / 2)];
  // The day's times show by CSS alone once its day is chosen.
  await dayButton(page, slot.start).check();
  const choice = times(page).getByRole('radio', { name: inWords(slot.start) });
  await choice.check();
  const tag = uniqueTag();
  await form(page).getByLabel('First Name').fill('Nora');
  await form(page).getByLabel('Last Name').fill(`Plain ${tag}`);
  await form(page).getByLabel('Email', { exact: true }).fill(`nora-${tag}@e2e.test`);
  await form(page).getByLabel('Phone', { exact: true }).fill('3605550166');
  await form(page).getByLabel('Message', { exact: true }).fill('A visit, please.');
  await form(page).getByRole('button', { name: 'Send Message' }).click();

  await expect(page).toHaveURL(/\/contact\?sent=1&tour=/);
  const thanks = page.getByRole('status').filter({ hasText: 'Your tour is booked for' });
  await expect(thanks).toContainText(`Your tour is booked for ${inWords(slot.start)}.`);
  await expect(thanks.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /^\/backend\/api\/tours\/calendar\.php\?token=/);
  await expect(thanks.getByRole('link', { name: 'Change or cancel this tour' })).toHaveAttribute('href', /^\/tour\?token=[\w-]{43}$/);
  // The page drawn next no longer offers the time.
  await page.goto('/contact?type=tour');
  await expect(times(page).getByRole('radio', { name: inWords(slot.start) })).toHaveCount(0);
  await context.close();
});

test('the app takes over the form with the open times without an error (the same times, the same words)', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.setViewportSize(MOBILE);
  await page.goto('/contact?type=tour', { waitUntil: 'commit' });
  await page.waitForSelector('input[name="tour_start"]');
  // A node of the server's markup, marked before the app starts: hydration keeps it, a redraw would not.
  await page.evaluate(() => ((document.querySelector('input[name="tour_start"]') as HTMLInputElement & { serverNode?: boolean }).serverNode = true));
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  expect(await page.evaluate(() => (document.querySelector('input[name="tour_start"]') as HTMLInputElement & { serverNode?: boolean }).serverNode)).toBe(true);
  expect(errors).toEqual([]);
});

test('a time another family took a moment earlier answers with the next open times, the focus on them (issue 45)', async ({ page }) => {
  await openTourForm(page);
  const open = await openTimes(page);
  // A time with three open ones after it, not the first (its notice may pass meanwhile).
  const index = Math.max(1, open.length - 5);
  const slot = open[index];
  await dayButton(page, slot.start).locator('..').click();
  await times(page).getByRole('radio', { name: inWords(slot.start) }).check();
  await expect(form(page).getByText(/^Your tour: /)).toHaveText(`Your tour: ${shortWords(slot.start)}`);

  // Another family books it first.
  const tag = uniqueTag();
  const other = await page.request.post('/backend/api/contact/submit.php', {
    data: { firstName: 'Eve', lastName: `First ${tag}`, email: `eve-${tag}@e2e.test`, phone: '3605550155', serviceType: 'Schedule a Tour', message: 'Visit', tour_start: slot.start },
  });
  expect(other.status()).toBe(201);

  await form(page).getByLabel('First Name').fill('Lou');
  await form(page).getByLabel('Last Name').fill(`Second ${tag}`);
  await form(page).getByLabel('Email', { exact: true }).fill(`lou-${tag}@e2e.test`);
  await form(page).getByLabel('Phone', { exact: true }).fill('3605550144');
  await form(page).getByLabel('Message', { exact: true }).fill('A visit, please.');
  await form(page).getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'That time was just taken. Please choose another.' })).toBeVisible();
  const next = form(page).getByRole('group', { name: 'The next open times' });
  const offered = open.slice(index + 1, index + 4);
  await expect(next.getByRole('button')).toHaveText(offered.map((one) => shortWords(one.start)));
  await expect(next.getByRole('button').first()).toBeFocused();
  await next.getByRole('button').first().click();
  await expect(times(page).getByRole('radio', { name: inWords(offered[0].start) })).toBeChecked();
  await expect(form(page).getByText(/^Your tour: /)).toHaveText(`Your tour: ${shortWords(offered[0].start)}`);
  await expect(next).toBeHidden();

  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your tour is booked for' })).toContainText(`Your tour is booked for ${inWords(offered[0].start)}.`);
});

/**
 * What the owner sees of one request (issue 45): its one stage on the inbox card and on the Tours
 * card, and whether Today lists it as waiting for an answer.
 */
const ownerSees = async (owner: Page, name: string, stage: string, { waiting }: { waiting: boolean }) => {
  await owner.goto('/admin/inquiries');
  // The badge, in the card's head (a booked tour's facts below also say "Tour booked").
  await expect(owner.getByRole('article', { name }).getByText(stage, { exact: true }).first()).toBeVisible();
  await owner.goto('/admin/tours');
  await expect(owner.getByRole('listitem').filter({ hasText: name })).toContainText(`Request: ${stage}`);
  await owner.goto('/admin');
  const today = owner.getByRole('region', { name: 'Today' });
  await expect(today.getByRole('heading', { name: 'Today' })).toBeVisible();
  await expect(today.getByRole('listitem').filter({ hasText: name }).filter({ hasText: 'waiting' })).toHaveCount(waiting ? 1 : 0);
};

test("the family's link moves the tour to another time, then cancels it, and the times free and take as they should (issue 45)", async ({ page, browser, baseURL }) => {
  await openTourForm(page);
  const open = await openTimes(page);
  const [slot, later] = [open[open.length - 4], open[open.length - 2]];
  await dayButton(page, slot.start).locator('..').click();
  await times(page).getByRole('radio', { name: inWords(slot.start) }).check();
  const tag = uniqueTag();
  await form(page).getByLabel('First Name').fill('Ivy');
  await form(page).getByLabel('Last Name').fill(`Mover ${tag}`);
  await form(page).getByLabel('Email', { exact: true }).fill(`ivy-${tag}@e2e.test`);
  await form(page).getByLabel('Phone', { exact: true }).fill('3605550133');
  await form(page).getByLabel('Message', { exact: true }).fill('A visit, please.');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  const thanks = page.getByRole('status').filter({ hasText: 'Your tour is booked for' });
  await expect(thanks).toBeVisible();
  // The owner, in a browser of her own, sees one stage throughout (issue 45).
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await signInAsAdminViaApi(owner);
  const name = `Ivy Mover ${tag}`;
  await ownerSees(owner, name, 'Tour booked', { waiting: false });
  await thanks.getByRole('link', { name: 'Change or cancel this tour' }).click();

  await expect(page).toHaveURL(/\/tour\?token=[\w-]{43}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Tour' })).toBeVisible();
  await expect(page.getByText(`is on ${inWords(slot.start)}.`)).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Another time: days first, then the time, then Move.
  const picker = page.getByRole('group', { name: 'Choose a tour time' });
  await picker.getByRole('group', { name: 'Day' }).getByRole('radio', { name: dayWords(later.start) }).locator('..').click();
  await picker.getByRole('radio', { name: inWords(later.start) }).check();
  await page.getByRole('button', { name: 'Move My Tour' }).click();
  await expect(page.getByRole('status')).toHaveText(`Your tour is moved to ${inWords(later.start)}.`);
  await expect(page.getByText(`is on ${inWords(later.start)}.`)).toBeVisible();
  let starts = (await openTimes(page)).map((one) => one.start);
  expect(starts).toContain(slot.start);
  expect(starts).not.toContain(later.start);
  await ownerSees(owner, name, 'Tour booked', { waiting: false });

  // Cancel asks first; Keep is the first answer.
  await page.getByRole('button', { name: 'Cancel This Tour' }).click();
  const question = page.getByRole('group', { name: 'Cancel your tour?' });
  await expect(question).toBeFocused();
  await question.getByRole('button', { name: 'Yes, Cancel the Tour' }).click();
  await expect(page.getByRole('status')).toHaveText('Your tour is cancelled. The time is free for another family.');
  await expect(page.getByText(`on ${inWords(later.start)} is cancelled.`)).toBeVisible();
  starts = (await openTimes(page)).map((one) => one.start);
  expect(starts).toContain(later.start);
  await expect(page.getByRole('link', { name: 'Book another tour' })).toHaveAttribute('href', '/contact?type=tour');
  // Cancelled by the family: New again, and Today lists it as waiting, so someone calls to offer another time.
  await ownerSees(owner, name, 'New', { waiting: true });
  await ownerContext.close();

  // The link still says so later; a made-up one says it is not valid.
  await page.reload();
  await expect(page.getByText(`on ${inWords(later.start)} is cancelled.`)).toBeVisible();
  await page.goto('/tour?token=not-a-real-token');
  await expect(page.getByRole('alert')).toHaveText('This tour link is not valid any more. Please call us to arrange a visit.');
});

test('the pinned bar offers only Call on /contact, and keeps out of the way while a field has the focus', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/contact');
  await page.mouse.wheel(0, 900);
  const bar = page.getByRole('navigation', { name: 'Call us' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link')).toHaveCount(1);
  await expect(bar.getByRole('link', { name: /^Call/ })).toBeVisible();

  const firstName = page.getByRole('form', { name: /^(Send Us a Message|Schedule a Tour)$/ }).getByLabel('First Name');
  await firstName.focus();
  await expect(bar).toBeHidden();
  await firstName.blur();
  await expect(bar).toBeVisible();
});

test('the form with open times and the admin Tours screen have no axe violations, and a tour can be cancelled there', async ({ page }) => {
  await openTourForm(page);
  expect(await violations(page)).toEqual([]);

  // Not the first open time: it may close (its notice passes) before the test frees it again.
  const slot = (await openTimes(page)).find((open) => Date.parse(open.start) > Date.now() + 3 * 60 * 60 * 1000)!;
  const tag = uniqueTag();
  const booked = await page.request.post('/backend/api/contact/submit.php', {
    data: { firstName: 'Ann', lastName: `Admin ${tag}`, email: `ann-${tag}@e2e.test`, phone: '3605550177', serviceType: 'Schedule a Tour', message: 'Visit', tour_start: slot.start },
  });
  expect(booked.status()).toBe(201);

  await signInAsAdmin(page);
  // One stage per request (issue 45): booked, it is Tour booked, no longer a request waiting for
  // an answer; Today lists the tour among the next ones, once.
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByRole('group', { name: 'Upcoming tours' })).toContainText(`${inWords(slot.start)}: Ann Admin ${tag}`);
  await expect(today.getByText(`Ann Admin ${tag}`)).toHaveCount(1);
  // The inbox's card shows the stage and the time booked with the request.
  await page.goto('/admin/inquiries');
  const inboxCard = page.getByRole('article', { name: `Ann Admin ${tag}` });
  await expect(inboxCard.getByText('Tour booked', { exact: true }).first()).toBeVisible();
  await expect(inboxCard.getByLabel('Tour details')).toContainText(`Tour booked${inWords(slot.start)}`);
  await page.goto('/admin/tours');
  await expect(page.getByRole('heading', { level: 1, name: 'Tours' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: `Ann Admin ${tag}` });
  await expect(card).toContainText(inWords(slot.start));
  await expect(card).toContainText('Booked');
  await expect(card).toContainText('Request: Tour booked');
  expect(await violations(page)).toEqual([]);

  // Cancelling asks first; keeping the tour changes nothing.
  await card.getByRole('button', { name: /^Cancel tour: / }).click();
  const ask = page.getByRole('dialog', { name: 'Cancel this tour?' });
  await expect(ask).toContainText(inWords(slot.start));
  expect(await violations(page)).toEqual([]);
  await ask.getByRole('button', { name: 'Keep the tour' }).click();
  await expect(ask).toBeHidden();
  await expect(card).toContainText('Booked');
  await card.getByRole('button', { name: /^Cancel tour: / }).click();
  await ask.getByRole('button', { name: 'Cancel the tour' }).click();
  await expect(card).toContainText('Cancelled');
  // Cancelled by the home: the request is back to Contacted, on Tours and in the inbox alike.
  await expect(card).toContainText('Request: Contacted');
  await page.goto('/admin/inquiries');
  await expect(page.getByRole('article', { name: `Ann Admin ${tag}` }).getByText('Contacted', { exact: true })).toBeVisible();
  // The time is open again.
  expect((await openTimes(page)).map((open) => open.start)).toContain(slot.start);
});

test('"Cancel all bookings made in this hour" says how many, asks first, frees the times, and the requests wait in Recently deleted', async ({ page }) => {
  const open = await openTimes(page);
  const tag = uniqueTag();
  const mine = open.slice(-2);
  for (const [index, slot] of mine.entries()) {
    const booked = await page.request.post('/backend/api/contact/submit.php', {
      data: { firstName: 'Bot', lastName: `Burst ${tag} ${index}`, email: `bot-${index}-${tag}@e2e.test`, phone: `360555${String(index).padStart(4, '0')}`, serviceType: 'Schedule a Tour', message: 'Visit', tour_start: slot.start },
    });
    expect(booked.status()).toBe(201);
  }
  // Every booking of the last hour still holding its time: this file's others too.
  const listed = (await (await admin.get('/backend/api/tours/read.php')).json()) as { records: Array<{ status: string; created_at: string }> };
  const count = listed.records.filter((tour) => tour.status !== 'cancelled' && Date.now() - Date.parse(tour.created_at) <= 60 * 60 * 1000).length;
  expect(count).toBeGreaterThanOrEqual(2);

  await openAsAdmin(page, '/admin/tours');
  const burst = page.getByRole('listitem').filter({ hasText: `Burst ${tag}` });
  await expect(burst).toHaveCount(2);
  const release = page.getByRole('button', { name: 'Cancel all bookings made in this hour' });
  await release.click();
  const ask = page.getByRole('dialog', { name: 'Cancel all bookings made in this hour?' });
  await expect(ask).toContainText(`${count} bookings made in the last hour will be cancelled`);
  await expect(ask).toContainText(/You can restore the requests from Recently deleted for \d+ days\./);
  expect(await violations(page)).toEqual([]);
  await ask.getByRole('button', { name: 'Keep them' }).click();
  await expect(ask).toBeHidden();
  await expect(burst).toHaveCount(2);

  await release.click();
  await ask.getByRole('button', { name: `Cancel ${count} bookings` }).click();
  await expect(page.getByText(`${count} bookings cancelled. Their times are open again`)).toBeVisible();
  await expect(burst).toHaveCount(0);
  await expect(release).toBeHidden();
  const reopened = (await openTimes(page)).map((slot) => slot.start);
  for (const slot of mine) expect(reopened).toContain(slot.start);
  await page.goto('/admin/trash');
  await expect(page.getByRole('listitem').filter({ hasText: `Burst ${tag}` })).toHaveCount(2);
});
