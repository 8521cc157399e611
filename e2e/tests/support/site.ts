import type { Page } from '@playwright/test';

/** The two screens every public page is checked at. */
export const DESKTOP = { width: 1366, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/** Seeded settings (scripts/e2e-server.mjs seeds cms/src/seed). */
export const BUSINESS_NAME = 'Evergreen Haven Adult Family Home';
export const PHONE_LABEL = '(360) 555-0142';
export const PHONE_HREF = 'tel:3605550142';

/** ' | Evergreen Haven Adult Family Home' after each page's own title. */
export const titleOf = (page: string) => (page ? `${page} | ${BUSINESS_NAME}` : BUSINESS_NAME);

/** The two catalogs: the heading (and menu) name each goes by, and its kind. */
export const CATALOGS = [
  ['Our Services', 'services'],
  ['Our Programs', 'programs'],
] as const;

/** The site's slug helper (spec section 5). */
export { slugify } from './api';

/** A title no other test or seed uses. */
export const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Moves the mouse to the page's top-left corner (the top bar), away from every carousel. */
export const mouseAway = (page: Page) => page.mouse.move(2, 2);
