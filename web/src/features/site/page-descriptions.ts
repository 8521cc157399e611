import type { PageName } from './page-text';

/**
 * The meta description of every page that has one, apart from its title (page-text.ts): only the
 * server's page carries it (page-head.ts), for search engines and link previews, which read the
 * page the server draws. The browser's heads name none, so these words never travel with the
 * app's code (issue 42). `{residents}`, `{tours}` and `{phone}` are filled from the settings.
 */
export const PAGE_DESCRIPTIONS: Partial<Record<PageName, string>> = {
  home:
    'A licensed, family-owned adult family home in Washington state: personal care around the clock for up to {residents} residents, in a real home. Tours {tours}: call {phone}.',
  about:
    'A licensed, family-owned adult family home in Washington State caring for up to six residents around the clock: our mission, values and promise to families.',
  services:
    'Personal care, medical care, nutrition, activities, housekeeping and respite care at our licensed, family-owned adult family home in Washington.',
  programs:
    'Daily programs for body, mind and spirit: cognitive wellness, gentle exercise, creative arts, social events and more, in a small family home.',
  ourHome:
    'Photos of our licensed adult family home in Washington: the bedrooms, the kitchen, the living room and the garden our residents enjoy every day.',
  faq:
    'Answers to common questions about our licensed adult family home: care, costs, rooms, visits and tours.',
  costs:
    'What care at our licensed adult family home in Washington costs each month, what the price includes, and the ways families can pay. Call us to talk it through.',
  contact:
    'Call, email or send us a message to ask about care or to schedule a tour of our licensed adult family home. We reply within 2 hours.',
  privacy:
    'How our adult family home collects, uses and protects the personal and health information of residents, families and website visitors.',
  terms:
    'The terms of care at our licensed adult family home: admission, payment, office hours, health and safety, liability and termination.',
  healthData:
    'What health information our adult family home collects through this website, why, who sees it, and how Washington residents can see or delete it.',
  login: 'Sign in to the admin area.',
  register: 'Create an account for the admin area.',
  forgotPassword: 'Ask for a link to set a new password for the admin area.',
  resetPassword: 'Set a new password for the admin area.',
  manageTour: 'Change or cancel your tour of our home.',
  notFound: 'The page you were looking for does not exist.',
};

/** Fills the `{name}` slots of a description. */
export const fillText = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
