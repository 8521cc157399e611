import type { Locator, Page } from '@playwright/test';
import { settled, violations } from './support/a11y';
import { expect, openAsAdmin, test } from './support/content';
import { createHomeLife, type HomeLifeFolder } from './support/home-life';

/** axe reports no violations on the content-management screens, their Add dialogs and their detail dialogs. */

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

type Screen = {
  path: string;
  heading: string;
  /** Something that is there once the list or form has loaded. */
  loaded: (page: Page) => Locator;
  add?: { button: string; dialog: string };
  details?: { button: (page: Page) => Locator; dialog: string };
  /** Checked at phone width too (the screens with an Add dialog are). */
  phone?: true;
  /** A record made for the test (and removed after it), so the list's rows are checked too. */
  /** A record the screen lists, from the test's tag and four uploaded photos. */
  seed?: { folder: HomeLifeFolder; fields: (tag: string, pictures: string[]) => Record<string, unknown> };
};

const SCREENS: Screen[] = [
  {
    path: '/admin/services',
    heading: 'Services Management',
    loaded: (page) => page.getByRole('button', { name: 'Edit Personal Care', exact: true }),
    add: { button: 'Add New Service', dialog: 'Add New Service' },
    details: { button: (page) => page.getByRole('button', { name: 'Preview Personal Care', exact: true }), dialog: 'Service Details' },
  },
  {
    path: '/admin/programs',
    heading: 'Programs Management',
    loaded: (page) => page.getByRole('button', { name: 'Edit Cognitive Wellness', exact: true }),
    add: { button: 'Add New Program', dialog: 'Add New Program' },
    details: { button: (page) => page.getByRole('button', { name: 'Preview Cognitive Wellness', exact: true }), dialog: 'Program Details' },
  },
  {
    path: '/admin/faqs',
    heading: 'FAQ Management',
    loaded: (page) => page.getByRole('article').first(),
    add: { button: 'Add New FAQ', dialog: 'Add New FAQ' },
    details: { button: (page) => page.getByRole('button', { name: 'Preview FAQ: What is an adult family home?' }), dialog: 'FAQ Preview' },
  },
  {
    path: '/admin/gallery',
    heading: 'Gallery',
    loaded: (page) => page.getByRole('button', { name: /^Edit photo: / }).first(),
    add: { button: 'Add Photo', dialog: 'Add Photo' },
    seed: { folder: 'gallery', fields: (tag, pictures) => ({ image_url: pictures[0], alt: `The garden ${tag}`, caption: 'Roses by the porch' }) },
  },
  {
    path: '/admin/team',
    heading: 'Team',
    loaded: (page) => page.getByRole('button', { name: /^Edit / }).first(),
    add: { button: 'Add Team Member', dialog: 'Add Team Member' },
    seed: { folder: 'team', fields: (tag, pictures) => ({ name: `Maria ${tag}`, role: 'Owner', credentials: ['RN'], languages: ['English'], photo_url: pictures[2], alt: `Maria ${tag} in the garden` }) },
  },
  {
    path: '/admin/testimonials',
    heading: 'Testimonials',
    loaded: (page) => page.getByRole('button', { name: /^Edit the words of / }).first(),
    add: { button: 'Add Testimonial', dialog: 'Add Testimonial' },
    seed: { folder: 'testimonials', fields: (tag) => ({ name: 'Linda', relationship: `daughter of a resident ${tag}`, quote: 'They treat Mom like family.', date: '2026-03' }) },
  },
  {
    path: '/admin/settings',
    heading: 'Settings',
    loaded: (page) => page.getByLabel('Business Name'),
  },
  {
    // Signing in is itself an entry, so the list is never empty here.
    path: '/admin/activity',
    heading: 'Activity',
    loaded: (page) => page.getByRole('article').first(),
    phone: true,
  },
  {
    path: '/admin/trash',
    heading: 'Recently deleted',
    loaded: (page) => page.getByRole('heading', { level: 2, name: /^Deleted items/ }),
    phone: true,
  },
];

// The showcase screens' seeded rows (the tag fixture removes them after each test).
test.beforeEach(async ({ adminApi, pictures, tag }, testInfo) => {
  const seed = SCREENS.find((screen) => testInfo.title.startsWith(`${screen.path} `))?.seed;
  if (seed) await createHomeLife(adminApi, seed.folder, seed.fields(tag, pictures));
});

async function openScreen(page: Page, screen: Screen) {
  await openAsAdmin(page, screen.path);
  await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible();
  await expect(screen.loaded(page)).toBeVisible();
}

/** Opens a dialog, checks it alone (the screen behind it was checked just before, and is inert while it is open), and closes it. */
async function checkDialog(page: Page, opener: Locator, name: string, ready?: (dialog: Locator) => Promise<void>) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await settled(dialog);
  await ready?.(dialog);
  expect(await violations(page, [], 'dialog[open]'), `the '${name}' dialog`).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.describe(`at ${DESKTOP.width}px`, () => {
  test.use({ viewport: DESKTOP });

  // One test per screen: the screen, then each of its dialogs, from one load of it.
  for (const screen of SCREENS) {
    const { add, details } = screen;
    const dialogs = [add?.dialog, details?.dialog].filter(Boolean).map((name) => `'${name}'`);
    test(`${screen.path} has no violations${dialogs.length ? `, nor its ${dialogs.join(' and ')} dialog${dialogs.length > 1 ? 's' : ''}` : ''}`, async ({ page }) => {
      await openScreen(page, screen);
      expect(await violations(page)).toEqual([]);
      if (add) await checkDialog(page, page.getByRole('button', { name: add.button }), add.dialog);
      if (details) {
        await checkDialog(page, details.button(page), details.dialog, async () => {
          await expect(page.getByRole('region', { name: 'Recent activity' })).toHaveAttribute('aria-busy', 'false');
        });
      }
    });
  }
});

test.describe(`at ${PHONE.width}px`, () => {
  test.use({ viewport: PHONE });

  for (const screen of SCREENS.filter((s) => s.add || s.phone)) {
    test(`${screen.path} has no violations`, async ({ page }) => {
      await openScreen(page, screen);
      expect(await violations(page)).toEqual([]);
    });
  }
});
