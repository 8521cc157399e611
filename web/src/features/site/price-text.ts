/** Whole dollars as '$6,500' (no Intl: the public pages create no formatter on load). */
export const dollars = (amount: number) => `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** A price that says something: a missing or zero price is not shown, so a page never says "$0". */
const given = (amount: number | null | undefined): amount is number => typeof amount === 'number' && amount > 0;

/** The monthly price's words in English; other languages' in price-words.*.ts (issue 47). */
export const ENGLISH_PRICE = {
  same: (amount: number) => `${dollars(amount)} a month`,
  range: (from: number, to: number) => `From ${dollars(from)} to ${dollars(to)} a month`,
  from: (amount: number) => `From ${dollars(amount)} a month`,
  upTo: (amount: number) => `Up to ${dollars(amount)} a month`,
};
export type PriceWords = typeof ENGLISH_PRICE;

/**
 * The monthly price in plain words (issue 19): 'From $6,500 to $9,000 a month', 'From $6,500 a
 * month', 'Up to $9,000 a month', or null when neither is set; in the page's language with its `words`.
 */
export const monthlyPriceText = (from: number | null | undefined, to: number | null | undefined, words: PriceWords = ENGLISH_PRICE): string | null => {
  if (given(from) && given(to)) return from === to ? words.same(from) : words.range(from, to);
  if (given(from)) return words.from(from);
  if (given(to)) return words.upTo(to);
  return null;
};

/**
 * The monthly prices as schema.org's priceRange (the structured data): '$6,500 - $9,000 per month',
 * 'From $6,500 per month', 'Up to $9,000 per month', or null when neither is set.
 */
export const priceRange = (from: number | null | undefined, to: number | null | undefined): string | null => {
  if (given(from) && given(to)) return from === to ? `${dollars(from)} per month` : `${dollars(from)} - ${dollars(to)} per month`;
  if (given(from)) return `From ${dollars(from)} per month`;
  if (given(to)) return `Up to ${dollars(to)} per month`;
  return null;
};
