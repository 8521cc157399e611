import { ENGLISH_PRICE, type PriceWords } from './price-text';
import { defineWords } from './words';

/** The monthly price's words (price-text.ts's monthlyPriceText) in the page's language: the Costs page and the home page's proof strip. */
export const priceWords = defineWords<PriceWords>('price', ENGLISH_PRICE, { es: () => import('./price-words.es') });
