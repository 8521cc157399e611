import type { Faq, Settings } from '../../lib/types';
import { formatPhone } from '../../lib/format';
import { priceRange } from './price-text';

type Thing = Record<string, unknown>;

/**
 * "1428 Maple Grove Lane, Sequim, WA 98382" as a PostalAddress. The settings hold the address as
 * one line; the parts are read from its end (state and ZIP, then town), and whatever cannot be
 * read stays in streetAddress, so nothing the page shows is lost or invented. The settings cap the
 * address's length, and the one pattern here is anchored and linear.
 */
export const postalAddress = (address: string): Thing => {
  const parts = address.split(',').map((part) => part.trim()).filter(Boolean);
  const result: Thing = { '@type': 'PostalAddress', addressCountry: 'US' };
  const last = parts.at(-1) ?? '';
  const region = /^(WA|Washington)(?:\s+(\d{5}(?:-\d{4})?))?$/i.exec(last);
  if (region) {
    parts.pop();
    result.addressRegion = 'WA';
    if (region[2]) result.postalCode = region[2];
    const locality = parts.pop();
    if (locality) result.addressLocality = locality;
  }
  if (parts.length) result.streetAddress = parts.join(', ');
  return result;
};

/**
 * The home as a local business. schema.org has no "adult family home"; MedicalBusiness (a
 * LocalBusiness) is the nearest type that fits licensed personal and health care at a place,
 * and naming LocalBusiness as well keeps consumers that only know the parent type (decision 0011).
 */
export const localBusiness = (settings: Settings, siteUrl: string): Thing => {
  const business: Thing = {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'MedicalBusiness'],
    '@id': `${siteUrl}/#business`,
    name: settings.business_name,
    url: `${siteUrl}/`,
    address: postalAddress(settings.address),
    telephone: formatPhone(settings.phone),
  };
  if (settings.email) business.email = settings.email;
  if (settings.care_availability.replace(/\s/g, '') === '24/7') business.openingHours = 'Mo-Su 00:00-23:59';
  const prices = priceRange(settings.price_from, settings.price_to);
  if (prices) business.priceRange = prices;
  // Issue 46: whether a room is open, as an offer whose availability schema.org can say.
  const rooms = settings.rooms_open ?? null;
  const next = rooms ? '' : (settings.next_opening ?? '');
  if (rooms !== null || next) {
    business.makesOffer = {
      '@type': 'Offer',
      name: 'A room for a new resident',
      availability: `https://schema.org/${rooms ? 'InStock' : next ? 'PreOrder' : 'OutOfStock'}`,
      ...(rooms ? { inventoryLevel: { '@type': 'QuantitativeValue', value: rooms } } : {}),
      ...(next ? { availabilityStarts: `${next}-01` } : {}),
    };
  }
  const license = settings.license_number.trim();
  if (license) {
    const licensee = settings.licensee_name.trim();
    business.identifier = { '@type': 'PropertyValue', propertyID: 'Washington State DSHS adult family home license', value: license };
    business.hasCredential = {
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
      name: `Adult family home license #${license}`,
      identifier: license,
      recognizedBy: { '@type': 'GovernmentOrganization', name: 'Washington State Department of Social and Health Services (DSHS)' },
      ...(licensee ? { about: { '@type': 'Person', name: licensee } } : {}),
    };
  }
  return business;
};

/** The active FAQs of /faq, in the order the page lists them. */
export const faqPage = (faqs: Faq[], pageUrl: string): Thing => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  url: pageUrl,
  mainEntity: faqs.map((faq) => ({
    '@type': 'Question',
    name: faq.question,
    acceptedAnswer: { '@type': 'Answer', text: faq.answer },
  })),
});

/** The page banner's trail on a detail page: Home, the section, the item. */
export const breadcrumbList = (siteUrl: string, crumbs: { name: string; path: string }[]): Thing => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: `${siteUrl}${crumb.path}` })),
});
