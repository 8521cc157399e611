import { dollars, type PriceWords } from './price-text';

/** The monthly price in Spanish (price-words.ts): 'Desde $6,500 hasta $9,000 al mes'. */
const es: PriceWords = {
  same: (amount) => `${dollars(amount)} al mes`,
  range: (from, to) => `Desde ${dollars(from)} hasta ${dollars(to)} al mes`,
  from: (amount) => `Desde ${dollars(amount)} al mes`,
  upTo: (amount) => `Hasta ${dollars(amount)} al mes`,
};

export default es;
