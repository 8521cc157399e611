import { formatPhone, telHref } from '../../lib/format';

/** The site's main pages, in the order the header and footer list them; their names are the frame's words (words.ts). */
export const PAGE_LINKS = {
  home: { to: '/' },
  about: { to: '/about' },
  ourHome: { to: '/our-home' },
  services: { to: '/services' },
  programs: { to: '/programs' },
  costs: { to: '/costs' },
  contact: { to: '/contact' },
  faq: { to: '/faq' },
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
