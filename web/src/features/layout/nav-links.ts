import { formatPhone, telHref } from '../../lib/format';

/** The site's main pages, in the order the header and footer list them. */
export const PAGE_LINKS = {
  home: { label: 'Home', to: '/' },
  about: { label: 'About Us', to: '/about' },
  ourHome: { label: 'Our Home', to: '/our-home' },
  services: { label: 'Our Services', to: '/services' },
  programs: { label: 'Our Programs', to: '/programs' },
  costs: { label: 'Costs & Payment', to: '/costs' },
  contact: { label: 'Contact Us', to: '/contact' },
  faq: { label: 'FAQ', to: '/faq' },
} as const;

/**
 * The town shown in the top bar: in '1428 Maple Grove Lane, Sequim, WA 98382' it is the part
 * before ', WA' ('Sequim, WA'). An address without a recognisable state is shown as it is.
 */
export const townFrom = (address: string): string => {
  const parts = address.split(',').map((part) => part.trim()).filter(Boolean);
  const stateAt = parts.findIndex((part) => /^(WA|Washington)\b/i.test(part));
  return stateAt > 0 ? `${parts[stateAt - 1]}, WA` : address;
};

/** A phone number as shown, (XXX) XXX-XXXX, and its tel: link. */
export const phoneLink = (value: string) => ({ label: formatPhone(value), href: telHref(value) });
