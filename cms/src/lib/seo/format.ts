/**
 * The web app's formatting rules that the server's HTML must repeat exactly (web/src/lib/format.ts
 * and web/src/lib/images.ts; cms/tests/seo-shared.test.ts checks that both give the same answers).
 */

/** The spec's slug helper (section 5), from the API's contract. */
export { slugify } from '../../contract/rules';

/** Digits shown as (XXX) XXX-XXXX; anything that is not ten digits is shown as it is. */
export const formatPhone = (value: string | null | undefined): string => {
  const digits = (value ?? '').replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (local.length !== 10) return value ?? '';
  return `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
};

/** Spec section 7's image URL resolution. */
export const resolveImageUrl = (value: string | null | undefined): string => {
  const image = (value ?? '').trim();
  if (!image) return '';
  if (/^https?:\/\//i.test(image) || image.startsWith('/backend') || image.includes('/')) return image;
  return `/backend/uploads/images/${image}`;
};

/** Fills the `{name}` slots of a description. */
export const fillText = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));

/**
 * What the site shows when a setting is empty (web/src/features/site/defaults.ts, spec section 9):
 * the fields the head and the structured data use.
 */
export const SITE_DEFAULTS = {
  business_name: 'Evergreen Haven Adult Family Home',
  address: 'Sequim, Washington',
  phone: '3605550142',
  email: '',
  residents_count: 6,
  care_availability: '24/7',
};

/** Whole dollars as '$6,500', as web/src/features/site/price-text.ts shows them. */
export const dollars = (amount: number) => `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/**
 * The monthly prices as schema.org's priceRange: '$6,500 - $9,000 per month', 'From $6,500 per
 * month', 'Up to $9,000 per month', or null when none is set.
 */
export const priceRange = (from: number | null, to: number | null): string | null => {
  if (from && to) return from === to ? `${dollars(from)} per month` : `${dollars(from)} - ${dollars(to)} per month`;
  if (from) return `From ${dollars(from)} per month`;
  if (to) return `Up to ${dollars(to)} per month`;
  return null;
};
