import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPhone } from '../../web/src/lib/format';
import { admin } from './helpers/content';
import { loadPage } from './helpers/html';
import { api, baseUrl } from './helpers/http';

type Settings = Record<string, any>;
const readSettings = async (): Promise<Settings> => (await api.get('/settings/read.php')).body.data;
const updateSettings = async (body: Settings) => {
  const reply = await api.post('/settings/update.php', { cookie: await admin(), json: body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
};
const businessOf = async (path: string) => (await loadPage(path)).page.jsonLd().find((block) => Array.isArray(block['@type']) && block['@type'].includes('LocalBusiness'));

let original: Settings;
beforeAll(async () => {
  original = await readSettings();
});
afterAll(async () => {
  await updateSettings(original);
});

describe('the home as a LocalBusiness', () => {
  it('carries the name, address, phone, email, hours and address of the settings', async () => {
    await updateSettings({ address: '1428 Maple Grove Lane, Sequim, WA 98382', care_availability: '24/7', license_number: '', licensee_name: '', price_from: null, price_to: null });
    const settings = await readSettings();
    const business = await businessOf('/');
    expect(business).toEqual({
      '@context': 'https://schema.org',
      '@type': ['LocalBusiness', 'MedicalBusiness'],
      '@id': `${baseUrl()}/#business`,
      name: settings.business_name,
      url: `${baseUrl()}/`,
      address: { '@type': 'PostalAddress', streetAddress: '1428 Maple Grove Lane', addressLocality: 'Sequim', addressRegion: 'WA', postalCode: '98382', addressCountry: 'US' },
      telephone: formatPhone(settings.phone),
      email: settings.email,
      openingHours: 'Mo-Su 00:00-23:59',
    });
  });

  it('carries the state license number and licensee once they are set, and the footer pages show the same', async () => {
    await updateSettings({ license_number: '751234', licensee_name: 'Maria "Mia" Lopez' });
    for (const path of ['/', '/about', '/contact', '/services/personal-care']) {
      const business = await businessOf(path);
      expect(business?.identifier, path).toEqual({ '@type': 'PropertyValue', propertyID: 'Washington State DSHS adult family home license', value: '751234' });
      expect(business?.hasCredential).toMatchObject({
        credentialCategory: 'license',
        identifier: '751234',
        recognizedBy: { '@type': 'GovernmentOrganization', name: 'Washington State Department of Social and Health Services (DSHS)' },
        about: { '@type': 'Person', name: 'Maria "Mia" Lopez' },
      });
    }
  });

  it('carries the monthly prices as a priceRange once they are set, and none without them', async () => {
    await updateSettings({ price_from: 6500, price_to: 9000 });
    for (const path of ['/', '/costs']) expect((await businessOf(path))?.priceRange, path).toBe('$6,500 - $9,000 per month');
    await updateSettings({ price_from: 6500, price_to: null });
    expect((await businessOf('/'))?.priceRange).toBe('From $6,500 per month');
    await updateSettings({ price_from: null, price_to: null });
    expect((await businessOf('/'))?.priceRange).toBeUndefined();
  });

  it('a renamed home, an address it cannot split and hours other than 24/7 are carried as given', async () => {
    await updateSettings({ business_name: 'Cedar <House> & Co', address: 'Somewhere rural', care_availability: 'Weekdays' });
    const { page } = await loadPage('/');
    expect(page.title).toBe('Cedar <House> & Co');
    expect(page.meta('og:site_name')).toEqual(['Cedar <House> & Co']);
    const business = page.jsonLd()[0];
    expect(business.name).toBe('Cedar <House> & Co');
    expect(business.address).toEqual({ '@type': 'PostalAddress', streetAddress: 'Somewhere rural', addressCountry: 'US' });
    expect(business.openingHours).toBeUndefined();
    await updateSettings(original);
  });

  it('sign-in, admin and not-found pages carry no structured data', async () => {
    for (const path of ['/login', '/admin', '/nope']) expect((await loadPage(path)).page.jsonLd(), path).toEqual([]);
  });
});

describe('the FAQ page', () => {
  let inactiveId: number;
  beforeAll(async () => {
    const reply = await api.post('/faqs/create.php', { cookie: await admin(), json: { question: 'Hidden question?', answer: 'Hidden.', status: 'inactive' } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    inactiveId = reply.body.data.id;
  });
  afterAll(async () => {
    await api.delete('/faqs/delete.php', { cookie: await admin(), json: { id: inactiveId } });
  });

  it('carries a FAQPage of exactly the active FAQs, in the order the page lists them', async () => {
    const active = (await api.get('/faqs/read.php')).body.data as { question: string; answer: string }[];
    expect(active.length).toBeGreaterThan(0);
    const blocks = (await loadPage('/faq')).page.jsonLd();
    const faq = blocks.find((block) => block['@type'] === 'FAQPage');
    expect(faq?.url).toBe(`${baseUrl()}/faq`);
    expect(faq?.mainEntity).toEqual(active.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })));
    expect(JSON.stringify(faq)).not.toContain('Hidden question?');
  });

  it('other pages carry no FAQPage', async () => {
    expect((await loadPage('/about')).page.jsonLd().map((block) => block['@type'])).toEqual([['LocalBusiness', 'MedicalBusiness']]);
  });
});
