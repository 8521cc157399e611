import { defineWords } from '../site/words';

/**
 * The footer's words (site-footer.tsx), in English; Spanish: footer-words.es.ts. They come with
 * that code, not with every page's first script.
 */
const en = {
  careAvailable: (when: string) => `Care available ${when}`,
  toursAvailable: (days: string) => `Tours available ${days}`,
  license: (licenseNumber: string) => `Licensed by the Washington State DSHS, license #${licenseNumber}`,
  licenseLookup: ' (opens the state\u2019s license lookup in a new tab)',
  licensee: (name: string) => `Licensee: ${name}`,
  footer: 'Footer',
  quickLinks: 'Quick Links',
  emergency: 'Emergency:',
  rights: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
  privacy: 'Privacy Policy',
  healthData: 'Consumer Health Data Policy',
  terms: 'Terms of Service',
};

export type FooterWords = typeof en;
export const footerWords = defineWords('footer', en, { es: () => import('./footer-words.es') });
