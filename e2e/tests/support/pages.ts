import { expect, type Page } from '@playwright/test';
import { BUSINESS_NAME } from './site';

/** A public route, the h1 it shows, its document title and the start of its meta description. */
export type PublicPage = {
  path: string;
  h1: string;
  /** The whole document title. */
  title: string;
  /** A phrase the meta description must contain (each page has its own). */
  description: RegExp;
};

const t = (name: string) => `${name} | ${BUSINESS_NAME}`;

export const PUBLIC_PAGES: PublicPage[] = [
  { path: '/', h1: BUSINESS_NAME, title: BUSINESS_NAME, description: /licensed, family-owned adult family home/i },
  { path: '/about', h1: 'About Us', title: t('About Us'), description: /our mission, values and promise/i },
  { path: '/services', h1: 'Our Services', title: t('Our Services'), description: /personal care, medical care, nutrition/i },
  { path: '/services/personal-care', h1: 'Personal Care', title: t('Personal Care'), description: /^Respectful, unhurried help/ },
  { path: '/programs', h1: 'Our Programs', title: t('Our Programs'), description: /daily programs for body, mind and spirit/i },
  { path: '/programs/creative-arts', h1: 'Creative Arts', title: t('Creative Arts'), description: /^Painting, crafts and music/ },
  { path: '/our-home', h1: 'Our Home', title: t('Our Home'), description: /photos of our licensed adult family home/i },
  { path: '/faq', h1: 'Frequently Asked Questions', title: t('Frequently Asked Questions'), description: /answers to common questions/i },
  { path: '/costs', h1: 'Costs & Payment', title: t('Costs & Payment'), description: /what the price includes/i },
  { path: '/contact', h1: 'Contact Us', title: t('Contact Us'), description: /schedule a tour/i },
  { path: '/privacy', h1: 'Privacy Policy', title: t('Privacy Policy'), description: /protects the personal and health information/i },
  { path: '/terms', h1: 'Terms of Service', title: t('Terms of Service'), description: /terms of care/i },
];

/**
 * Opens a public page and waits until its content has loaded: its h1 is there and no
 * 'Loading ...' status is left (lists and detail pages fill in from the API).
 */
export async function openPage(page: Page, path: string, h1: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}
