import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PUBLIC_PAGES, openPage } from './support/pages';
import { BUSINESS_NAME, DESKTOP, MOBILE, PHONE_HREF, PHONE_LABEL } from './support/site';

// Pages load slowly on a busy machine, and one test visits all ten.
test.describe.configure({ timeout: 60_000 });

/** The spec's key content of each public page (section 2), checked after its h1. */
const KEY_CONTENT: Record<string, (page: Page) => Promise<void>> = {
  '/': async (page) => {
    // The hero moves on every 6 s (and a slow load can take that long): go back to the first slide.
    const hero = page.getByRole('region', { name: BUSINESS_NAME });
    await hero.getByRole('button', { name: 'Go to slide 1' }).click();
    const slide = hero.getByRole('group', { name: '1 of 3' });
    await expect(slide.getByText('Licensed Adult Family Home', { exact: true })).toBeVisible();
    await expect(slide.getByRole('link', { name: 'Schedule a Tour' })).toHaveAttribute('href', '/contact?type=tour#contact-form');
    await expect(slide.getByRole('link', { name: `Call ${PHONE_LABEL}` })).toHaveAttribute('href', PHONE_HREF);
    await expect(hero.getByRole('button', { name: 'Scroll down' })).toBeVisible();
    const trust = page.getByRole('region', { name: 'Why families trust us' });
    for (const fact of ['Licensed & Insured', 'Family-Owned', 'Highly Rated']) await expect(trust.getByText(fact)).toBeVisible();
    // The about summary's impact numbers (settings, and the fixed 15+ years).
    const numbers = page.getByRole('list', { name: 'Our home in numbers' }).getByRole('listitem');
    await expect(numbers).toHaveText([/^6\s*Residents$/, /^15\+ years\s*Experience$/, /^24\/7\s*Care Availability$/, /^100%\s*Family Satisfaction$/]);
    for (const heading of ['Our Services', 'Our Programs', 'Get in Touch']) {
      await expect(page.getByRole('main').getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
  },
  '/about': async (page) => {
    for (const heading of ['Our Mission', 'Our Vision', 'Our Promise', 'Compassion', 'Integrity', 'Respect', 'Excellence']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
  },
  '/services': async (page) => {
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(6);
    const first = cards.filter({ has: page.getByRole('heading', { name: 'Personal Care' }) });
    // Cards show the first 3 features.
    await expect(first.getByRole('listitem')).toHaveText(['Bathing and grooming', 'Dressing and toileting assistance', 'Mobility and transfer support']);
    await expect(first.getByRole('link', { name: 'Learn More about Personal Care' })).toHaveAttribute('href', '/services/personal-care');
  },
  '/services/personal-care': async (page) => {
    await expect(page.getByRole('heading', { name: "What's Included" })).toBeVisible();
    await expect(page.getByText('Night-time checks and repositioning')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' }).last()).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Schedule Tour' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: `Call ${PHONE_LABEL}` }).first()).toHaveAttribute('href', PHONE_HREF);
    await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  },
  '/programs': async (page) => {
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'Why Our Programs Matter' })).toBeVisible();
    for (const period of ['Morning', 'Afternoon', 'Evening']) {
      await expect(page.getByRole('heading', { name: period, exact: true })).toBeVisible();
    }
  },
  '/programs/creative-arts': async (page) => {
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Programs' })).toHaveAttribute('href', '/programs');
    await expect(crumbs.getByText('Creative Arts')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Back to Programs' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Activities' })).toBeVisible();
    await expect(page.getByText('Music and sing-alongs')).toBeVisible();
    const benefits = page.getByRole('region', { name: 'Program Benefits' });
    for (const benefit of ['Mental stimulation', 'Physical activity', 'Social interaction', 'Creative expression']) {
      await expect(benefits.getByText(benefit)).toBeVisible();
    }
    const schedule = page.getByRole('region', { name: 'Schedule Information' });
    for (const fact of ['Daily', '1-2 hours', 'Small groups']) await expect(schedule.getByText(fact)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contact Information' })).toBeVisible();
    for (const action of ['Get Started', 'Schedule Tour', 'Call Now']) {
      await expect(page.getByRole('main').getByRole('link', { name: action })).toBeVisible();
    }
  },
  '/faq': async (page) => {
    for (const highlight of ['Family-Style Care', 'Licensed & State-Regulated', '24/7 Care']) {
      await expect(page.getByRole('heading', { name: highlight })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'What is an adult family home?' })).toBeVisible();
    await expect(page.locator('[data-faq-trigger]')).toHaveCount(12);
    await expect(page.getByRole('heading', { name: 'Still Have Questions?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Schedule a Tour' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book Tour' })).toHaveAttribute('href', /^\/contact/);
  },
  '/our-home': async (page) => {
    // With photos or without (the seed has none): a grid, or a word on their way; and a tour either way.
    await expect(page.getByRole('heading', { level: 2, name: 'A Look Inside' })).toBeVisible();
    await expect(page.locator('#our-home-photos ul').or(page.getByText('Photos of the home are on their way.'))).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Schedule a Tour' })).toHaveAttribute('href', '/contact?type=tour#contact-form');
  },
  '/costs': async (page) => {
    // With or without prices set: a price in words or the call-us version, never "$0".
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /^(Monthly Cost|Call us to talk about costs)$/ })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('$0');
    await expect(page.getByRole('heading', { name: 'Questions About Costs?' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Schedule a Tour' })).toHaveAttribute('href', '/contact?type=tour#contact-form');
  },
  '/contact': async (page) => {
    for (const label of ['Address', 'Main Phone', 'Emergency Phone', 'Email', 'Hours']) {
      await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: '(360) 555-0199' })).toHaveAttribute('href', 'tel:3605550199');
    await expect(page.getByText('Tours available daily').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ready to Schedule a Tour?' })).toBeVisible();
  },
  '/privacy': async (page) => {
    await expect(page.getByText('Last updated: January 2025')).toBeVisible();
    const article = page.getByRole('article');
    for (const section of [
      'Information We Collect',
      'How We Use Your Information',
      'How We Share Information',
      'Data Security',
      'Medical Information',
      'Contact Information',
      'Your Rights',
      'Contact Our Privacy Officer',
    ]) {
      await expect(article.getByRole('heading', { name: section, level: 2 })).toBeVisible();
    }
    await expect(article.getByText(/HIPAA/)).toBeVisible();
    await expect(article.getByText(/never sell/)).toBeVisible();
  },
  '/terms': async (page) => {
    await expect(page.getByText('Effective: January 2025')).toBeVisible();
    const article = page.getByRole('article');
    for (const section of ['Enrollment and Admission', 'Payment', 'Operating Hours', 'Health and Safety', 'Limitation of Liability', 'Termination']) {
      await expect(article.getByRole('heading', { name: section, level: 2 })).toBeVisible();
    }
    // The site writes 'Monday to Friday, 7:00 AM to 6:00 PM' (with a comma).
    await expect(article.getByText(/Monday to Friday,? 7:00 AM to 6:00 PM/)).toBeVisible();
    await expect(article.getByText(/health assessment by a physician/i)).toBeVisible();
    await expect(article.getByText(/payment is due in advance/i)).toBeVisible();
  },
};

for (const [name, viewport] of [
  ['desktop 1366x900', DESKTOP],
  ['phone 390x844', MOBILE],
] as const) {
  test.describe(`public pages on a ${name} screen`, () => {
    test.use({ viewport });

    for (const { path, h1, title, description } of PUBLIC_PAGES) {
      test(`${path} shows "${h1}", its key content and its own title and description`, async ({ page }) => {
        await openPage(page, path, h1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await KEY_CONTENT[path](page);
        await expect(page).toHaveTitle(title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
      });
    }

    test('every page has its own title and description', async ({ page }) => {
      const seen = new Map<string, string>();
      for (const { path, h1 } of PUBLIC_PAGES) {
        await openPage(page, path, h1);
        const meta = await page.locator('meta[name="description"]').getAttribute('content');
        const key = `${await page.title()}\n${meta}`;
        expect(seen.get(key), `${path} repeats the title and description of ${seen.get(key)}`).toBeUndefined();
        seen.set(key, path);
      }
    });

    test('the header top bar shows the phone number as a call link', async ({ page }) => {
      await page.goto('/about');
      const topBar = page.getByRole('banner').getByRole('list', { name: 'Contact details' });
      const phone = topBar.getByRole('link', { name: PHONE_LABEL });
      await expect(phone).toBeVisible();
      await expect(phone).toHaveAttribute('href', PHONE_HREF);
      await expect(topBar.getByText('Sequim, WA')).toBeVisible();
      // The address shows from tablets up; on a phone the mail icon is the link, named by the address.
      const email = topBar.getByRole('link', { name: 'care@evergreenhaven.example' });
      await expect(email).toBeVisible();
      await expect(email).toHaveAttribute('href', 'mailto:care@evergreenhaven.example');
      const box = (await email.boundingBox())!;
      expect(box.height, 'a full tap target').toBeGreaterThanOrEqual(44);
      expect(box.width, 'a full tap target').toBeGreaterThanOrEqual(44);
      if (viewport.width >= 768) {
        expect(box.width, 'the icon and the address').toBeGreaterThan(150);
      } else {
        expect(box.width, 'the icon alone').toBeLessThan(60);
        // The bar stays one line high, and the menu has the address too.
        expect((await topBar.boundingBox())!.height).toBeLessThanOrEqual(48);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'care@evergreenhaven.example' })).toBeVisible();
        await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: PHONE_LABEL })).toHaveAttribute('href', PHONE_HREF);
      }
    });

    test('the footer shows the copyright and the privacy and terms links', async ({ page }) => {
      await page.goto('/about');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText(`© 2025 ${BUSINESS_NAME}`)).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
      await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
      await expect(footer.getByText('Care available 24/7')).toBeVisible();
      await footer.getByRole('link', { name: 'Terms of Service' }).click();
      await expect(page).toHaveURL('/terms');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    });
  });
}
