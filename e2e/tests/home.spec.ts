import type { Locator, Page } from '@playwright/test';
import { expect, openInApp, test } from './support/test';
import { publicList } from './support/api';
import { BUSINESS_NAME, CATALOGS, DESKTOP, MOBILE, mouseAway, slugify } from './support/site';

/**
 * The home page's hero (3 slides, 6 s each) and services carousel (3 s a step), spec sections 2
 * and 9. Both pause while the pointer is over them, so every wait for auto-advance first moves the
 * mouse away. The machine running these tests may be busy: timings get generous margins.
 */

// Real waits of up to 9 s for a move on top of slow page loads: more room than the default 30 s.
test.describe.configure({ timeout: 60_000 });

/**
 * Opens the home page on Playwright's clock: time runs as usual, but a test can jump it ahead
 * (`stillAfter`), so proving that nothing moves on does not take real seconds.
 */
const openOnClock = async (page: Page) => {
  await page.clock.install();
  await page.goto('/');
};

/**
 * Jumps the page's clock `ms` ahead, running every timer and animation frame due in between, as
 * if that much time had passed. The carousels move on by a timer (use-auto-advance.ts), so one
 * that is not held still has moved by then.
 */
const stillAfter = (page: Page, ms: number) => page.clock.runFor(ms);

const hero = (page: Page) => page.getByRole('region', { name: BUSINESS_NAME });
/** The slide on show: the others are aria-hidden and inert. */
const activeSlide = (page: Page) => hero(page).getByRole('group');
const slideLabel = (page: Page) => activeSlide(page).getAttribute('aria-label');

/** The services carousel, once the page is scrolled to it (the carousel loads as the visitor comes near). */
const servicesCarousel = async (page: Page) => {
  await page.locator('#home-services').scrollIntoViewIfNeeded();
  return page.getByRole('region', { name: 'Services', exact: true });
};

/**
 * Which columns of the carousel are in view (the others are inert), e.g. '0,1,2', once the
 * carousel has settled with 3 columns in view; null while it moves.
 */
const shownColumns = (carousel: Locator) =>
  carousel.evaluate((element) => {
    const columns = Array.from(element.querySelectorAll('[aria-roledescription="slide"]'));
    const shown = columns.flatMap((column, index) => (column.hasAttribute('inert') ? [] : [index]));
    return shown.length === 3 ? shown.join(',') : null;
  });

/** Waits until the carousel settles on other columns than `from`; returns them. */
async function nextColumns(carousel: Locator, from: string | null, timeout: number): Promise<string> {
  let now: string | null = null;
  await expect
    .poll(async () => (now = await shownColumns(carousel)), { intervals: [100], timeout, message: `carousel moves on from ${from}` })
    .toMatch(new RegExp(`^(?!${from ?? 'none'}$)\\d+,\\d+,\\d+$`));
  return now!;
}

/**
 * Starts recording, in the page, when each glide of the carousel starts: embla moves the track by
 * setting its style, so a style change after a second of stillness is a new glide. In-page times
 * do not depend on how slowly the test can poll a busy browser.
 */
const recordSteps = (carousel: Locator) =>
  carousel.evaluate((element) => {
    const trackId = element.querySelector('button[aria-controls]')!.getAttribute('aria-controls')!;
    const track = document.getElementById(trackId)!;
    const steps: number[] = [];
    let lastMove = performance.now();
    new MutationObserver(() => {
      const now = performance.now();
      if (now - lastMove > 1_000) steps.push(now);
      lastMove = now;
    }).observe(track, { attributes: true, attributeFilter: ['style'] });
    window.carouselSteps = steps;
  });

const recordedSteps = (page: Page) => page.evaluate(() => window.carouselSteps ?? []);

/** The carousel's columns once it has settled. */
const settledColumns = (carousel: Locator) => nextColumns(carousel, null, 10_000);

test.describe('home hero', () => {
  test.use({ viewport: DESKTOP });

  test("first shows slide 1, 'Licensed Adult Family Home' with 'Schedule a Tour'", async ({ page }) => {
    // Checked as soon as the hero renders, well inside slide 1's 6 seconds.
    await page.goto('/', { waitUntil: 'commit' });
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3', { timeout: 15_000 });
    await expect(activeSlide(page).getByText('Licensed Adult Family Home', { exact: true })).toBeVisible();
    await expect(activeSlide(page).getByRole('link', { name: 'Schedule a Tour' })).toHaveAttribute('href', '/contact?type=tour#contact-form');
  });

  test("moves on by itself after about 6 seconds to slide 2, '24/7 Care Available' with 'Learn More'", async ({ page }) => {
    await page.goto('/');
    // A click on the dot and moving away restarts the 6 s countdown on slide 1.
    await hero(page).getByRole('button', { name: 'Go to slide 1' }).click();
    await mouseAway(page);
    const start = Date.now();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');

    await expect.poll(() => slideLabel(page), { intervals: [100], timeout: 9_000 }).toBe('2 of 3');
    const elapsed = Date.now() - start;
    test.info().annotations.push({ type: 'timing', description: `slide 1 shown for ${elapsed} ms` });
    expect(elapsed, 'time slide 1 stayed').toBeGreaterThan(5_000);
    await expect(activeSlide(page).getByText('24/7 Care Available', { exact: true })).toBeVisible();
    await expect(activeSlide(page).getByRole('link', { name: 'Learn More' })).toBeVisible();
  });

  test('the next and previous arrows move one slide and wrap around', async ({ page }) => {
    await page.goto('/');
    const controls = hero(page);
    await controls.getByRole('button', { name: 'Go to slide 1' }).click();
    await controls.getByRole('button', { name: 'Next slide' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 3');
    await expect(activeSlide(page).getByText('24/7 Care Available')).toBeVisible();

    await controls.getByRole('button', { name: 'Previous slide' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    await controls.getByRole('button', { name: 'Previous slide' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '3 of 3');
    await expect(activeSlide(page).getByText('Family-Oriented Environment', { exact: true })).toBeVisible();
    await expect(activeSlide(page).getByRole('link', { name: 'View Our Home' })).toBeVisible();

    await controls.getByRole('button', { name: 'Next slide' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
  });

  test('the dots show which slide is on and open the slide they stand for', async ({ page }) => {
    await page.goto('/');
    const dots = [1, 2, 3].map((n) => hero(page).getByRole('button', { name: `Go to slide ${n}` }));
    for (const [index, dot] of [dots[2], dots[1], dots[0]].entries()) {
      const number = 3 - index;
      await dot.click();
      await expect(activeSlide(page)).toHaveAttribute('aria-label', `${number} of 3`);
      for (const [other, otherDot] of dots.entries()) {
        if (other + 1 === number) await expect(otherDot).toHaveAttribute('aria-current', 'true');
        else await expect(otherDot).not.toHaveAttribute('aria-current', /.*/);
      }
    }
  });

  test('the pause control stops the slideshow, and play starts it again', async ({ page }) => {
    await openOnClock(page);
    await hero(page).getByRole('button', { name: 'Go to slide 1' }).click();
    await hero(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(hero(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await mouseAway(page);

    // More than a slide's 6 s: a slideshow that went on would show slide 2.
    await stillAfter(page, 7_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');

    await hero(page).getByRole('button', { name: 'Play slideshow' }).click();
    await expect(hero(page).getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await mouseAway(page);
    await expect.poll(() => slideLabel(page), { intervals: [200], timeout: 9_000 }).toBe('2 of 3');
  });

  test('with reduced motion nothing moves on by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openOnClock(page);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    // Reduced-motion visitors start paused.
    await expect(hero(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    const carousel = await servicesCarousel(page);
    await expect(carousel.getByRole('button', { name: 'Play services carousel' })).toBeVisible();
    const columns = await settledColumns(carousel);

    // More than the hero's 6 s and two of the carousel's 3 s steps.
    await stillAfter(page, 7_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '1 of 3');
    expect(await shownColumns(carousel)).toBe(columns);

    // The arrows still work, as a jump.
    await hero(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', '2 of 3');

    // Pressing Play is the visitor's choice: then the same clock moves the hero on, so the wait
    // above could have seen it move.
    await hero(page).getByRole('button', { name: 'Play slideshow' }).click();
    await mouseAway(page);
    await expect.poll(() => slideLabel(page), { intervals: [200], timeout: 9_000 }).toBe('3 of 3');
  });
});

test.describe('home services carousel on a wide screen', () => {
  test.use({ viewport: DESKTOP });

  test('shows two rows of three service cards', async ({ page }) => {
    await page.goto('/');
    const carousel = await servicesCarousel(page);
    await settledColumns(carousel);
    // Three columns of two cards in view; the rest (wrap-around copies) are hidden.
    await expect(carousel.getByRole('group')).toHaveCount(3);
    await expect(carousel.getByRole('article')).toHaveCount(6);
    // Wide screens show the first 2 features per card.
    const card = carousel.getByRole('article').filter({ has: page.getByRole('link', { name: 'Personal Care', exact: true }) }).first();
    await expect(card.getByRole('listitem')).toHaveText(['Bathing and grooming', 'Dressing and toileting assistance']);
  });

  test('moves on by itself about every 3 seconds', async ({ page }) => {
    await page.goto('/');
    const carousel = await servicesCarousel(page);
    await mouseAway(page);
    await settledColumns(carousel);
    await recordSteps(carousel);
    await expect.poll(async () => (await recordedSteps(page)).length, { timeout: 15_000, message: 'three steps' }).toBeGreaterThanOrEqual(3);

    const steps = await recordedSteps(page);
    const gaps = steps.slice(1).map((at, index) => Math.round(at - steps[index]));
    test.info().annotations.push({ type: 'timing', description: `carousel steps ${gaps.join(' ms, ')} ms apart` });
    for (const gap of gaps) {
      expect(gap, 'time between two steps').toBeGreaterThan(2_000);
      expect(gap, 'time between two steps').toBeLessThan(4_500);
    }
  });

  test('the pause button stops it, and play starts it again', async ({ page }) => {
    await openOnClock(page);
    const carousel = await servicesCarousel(page);
    await carousel.getByRole('button', { name: 'Pause services carousel' }).click();
    await expect(carousel.getByRole('button', { name: 'Play services carousel' })).toBeVisible();
    await mouseAway(page);
    const columns = await settledColumns(carousel);

    // More than one 3 s step.
    await stillAfter(page, 4_500);
    expect(await shownColumns(carousel)).toBe(columns);

    await carousel.getByRole('button', { name: 'Play services carousel' }).click();
    await mouseAway(page);
    await nextColumns(carousel, columns, 7_000);
  });

  test('it stops while the pointer is over a card and goes on when it leaves', async ({ page }) => {
    await openOnClock(page);
    const carousel = await servicesCarousel(page);
    await carousel.getByRole('group').first().hover();
    const columns = await settledColumns(carousel);

    await stillAfter(page, 4_500);
    expect(await shownColumns(carousel)).toBe(columns);
    await expect(carousel.getByRole('button', { name: 'Pause services carousel' })).toBeVisible();

    await mouseAway(page);
    await nextColumns(carousel, columns, 7_000);
  });
});

test.describe('home carousels with a short list', () => {
  test.use({ viewport: DESKTOP });

  for (const count of [1, 2, 4]) {
    test(`${count} program${count > 1 ? 's' : ''}: still a carousel with its controls, in the list's order`, async ({ page, request }) => {
      const records = (await publicList(request, 'programs')).slice(0, count);
      await page.route('**/backend/api/programs/public_read.php', (route) => route.fulfill({ json: { records } }));
      await openInApp(page, '/');
      await page.locator('#home-programs').scrollIntoViewIfNeeded();
      const carousel = page.getByRole('region', { name: 'Programs', exact: true });
      // Held still while it is read: under load its 3-second turn may already have come.
      await carousel.getByRole('button', { name: 'Pause programs carousel' }).click();
      await expect(carousel.getByRole('button', { name: 'Play programs carousel' })).toBeVisible();
      const columns = await settledColumns(carousel);
      // Three columns of two cards in view, the list repeated in order to fill them (from whichever
      // item the carousel had reached).
      const titles = await carousel.locator('[aria-roledescription="slide"]:not([inert]) h3').allTextContents();
      expect(titles).toHaveLength(6);
      const first = records.findIndex((record) => record.title === titles[0]);
      expect(titles).toEqual(Array.from({ length: 6 }, (_, index) => records[(first + index) % count].title));

      await carousel.getByRole('button', { name: 'Next programs' }).click();
      await nextColumns(carousel, columns, 5_000);
    });
  }
});

test.describe('home services and programs on a phone', () => {
  test.use({ viewport: MOBILE });

  for (const [section, kind] of CATALOGS) {
    test(`'${section}' is a plain list of the first three with only the first ${kind === 'services' ? 'feature' : 'activity'} of each, then a link to all`, async ({ page, request }) => {
      const records = await publicList(request, kind);
      // The seeded site has more than three of each, so the cut shows.
      expect(records.length).toBeGreaterThan(3);
      await page.goto('/');
      const region = page.getByRole('region', { name: section });
      await expect(region.getByRole('region', { name: kind === 'services' ? 'Services' : 'Programs', exact: true })).toHaveCount(0);
      await expect(region.getByRole('button', { name: /carousel/ })).toHaveCount(0);

      const items = region.getByRole('listitem');
      await expect(items).toHaveCount(3);
      for (const [index, record] of records.slice(0, 3).entries()) {
        const list = (kind === 'services' ? record.features : record.activities)!;
        const item = items.nth(index);
        await expect(item.getByRole('link', { name: record.title })).toHaveAttribute('href', `/${kind}/${slugify(record.title)}`);
        await expect(item.getByText(list[0])).toBeVisible();
        await expect(item.getByText(list[1])).toHaveCount(0);
      }
      await expect(region.getByRole('link', { name: records[3].title })).toHaveCount(0);
      const seeAll = region.getByRole('link', { name: `See all ${records.length} ${kind}` });
      await expect(seeAll).toHaveAttribute('href', `/${kind}`);
      await seeAll.click();
      await expect(page).toHaveURL(new RegExp(`/${kind}$`));
      for (const record of records) await expect(page.getByRole('link', { name: new RegExp(record.title) }).first()).toBeVisible();
    });
  }
});
