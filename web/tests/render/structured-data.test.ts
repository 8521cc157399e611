import { describe, expect, it } from 'vitest';
import type { Settings } from '@afh/contract/records';
import { FAQS, replies, SETTINGS, SITE } from './fixtures';
import { render } from './render';

const businessOf = async (path: string, settings: Partial<Settings> = {}) =>
  (await render(path, { replies: replies({ settings }) })).page.jsonLd().find((block) => Array.isArray(block['@type']) && block['@type'].includes('LocalBusiness'));

describe('the home as a LocalBusiness', () => {
  it('carries the name, address, phone, email and hours of the settings', async () => {
    expect(await businessOf('/')).toEqual({
      '@context': 'https://schema.org',
      '@type': ['LocalBusiness', 'MedicalBusiness'],
      '@id': `${SITE.url}/#business`,
      name: 'Cedar Grove Adult Family Home',
      url: `${SITE.url}/`,
      address: { '@type': 'PostalAddress', streetAddress: '1428 Maple Grove Lane', addressLocality: 'Sequim', addressRegion: 'WA', postalCode: '98382', addressCountry: 'US' },
      telephone: '(360) 555-0199',
      email: SETTINGS.email,
      openingHours: 'Mo-Su 00:00-23:59',
    });
  });

  it('carries the state license number and licensee once they are set, on every public page', async () => {
    for (const path of ['/', '/about', '/contact', '/services/personal-care']) {
      const business = await businessOf(path, { license_number: '751234', licensee_name: 'Maria "Mia" Lopez' });
      expect(business?.identifier, path).toEqual({ '@type': 'PropertyValue', propertyID: 'Washington State DSHS adult family home license', value: '751234' });
      expect(business?.hasCredential).toMatchObject({
        credentialCategory: 'license',
        identifier: '751234',
        recognizedBy: { '@type': 'GovernmentOrganization', name: 'Washington State Department of Social and Health Services (DSHS)' },
        about: { '@type': 'Person', name: 'Maria "Mia" Lopez' },
      });
    }
    expect(await businessOf('/')).not.toHaveProperty('identifier');
  });

  it('carries the monthly prices as a priceRange once they are set, and none without them', async () => {
    for (const path of ['/', '/costs']) expect((await businessOf(path, { price_from: 6500, price_to: 9000 }))?.priceRange, path).toBe('$6,500 - $9,000 per month');
    expect((await businessOf('/', { price_from: 6500, price_to: null }))?.priceRange).toBe('From $6,500 per month');
    expect(await businessOf('/', { price_from: null, price_to: null })).not.toHaveProperty('priceRange');
  });

  it('carries whether a room is open as an offer once the owner says it, and none before (issue 46)', async () => {
    expect((await businessOf('/', { rooms_open: 1, next_opening: '2027-03' }))?.makesOffer).toEqual({
      '@type': 'Offer',
      name: 'A room for a new resident',
      availability: 'https://schema.org/InStock',
      inventoryLevel: { '@type': 'QuantitativeValue', value: 1 },
    });
    expect((await businessOf('/contact', { rooms_open: 0, next_opening: '2027-03' }))?.makesOffer).toMatchObject({ availability: 'https://schema.org/PreOrder', availabilityStarts: '2027-03-01' });
    expect((await businessOf('/costs', { rooms_open: 0, next_opening: '' }))?.makesOffer).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(await businessOf('/', { rooms_open: null, next_opening: '' })).not.toHaveProperty('makesOffer');
  });

  it('a renamed home, an address it cannot split and hours other than 24/7 are carried as given', async () => {
    const { page } = await render('/', { replies: replies({ settings: { business_name: 'Cedar <House> & Co', address: 'Somewhere rural', care_availability: 'Weekdays' } }) });
    expect(page.titles).toEqual(['Cedar <House> & Co']);
    expect(page.meta('og:site_name')).toEqual(['Cedar <House> & Co']);
    const business = page.jsonLd()[0];
    expect(business.name).toBe('Cedar <House> & Co');
    expect(business.address).toEqual({ '@type': 'PostalAddress', streetAddress: 'Somewhere rural', addressCountry: 'US' });
    expect(business).not.toHaveProperty('openingHours');
  });

  it('sign-in, admin and not-found pages carry no structured data', async () => {
    for (const path of ['/login', '/admin', '/nope']) expect((await render(path)).page.jsonLd(), path).toEqual([]);
  });
});

describe('the FAQ page', () => {
  it('carries a FAQPage of exactly the FAQs of the public reply, in the order the page lists them', async () => {
    const { page, root } = await render('/faq');
    const faq = page.jsonLd().find((block) => block['@type'] === 'FAQPage');
    expect(faq?.url).toBe(`${SITE.url}/faq`);
    expect(faq?.mainEntity).toEqual(FAQS.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })));
    // The page shows the questions in that order too.
    const shown = FAQS.map((item) => root?.indexOf(item.question) ?? -1);
    expect(shown.every((at) => at >= 0)).toBe(true);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });

  it('other pages carry no FAQPage', async () => {
    expect((await render('/about')).page.jsonLd().map((block) => block['@type'])).toEqual([['LocalBusiness', 'MedicalBusiness']]);
  });
});
