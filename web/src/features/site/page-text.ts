/**
 * The title of every public and sign-in page, in one table: each route's head() reads it
 * (features/site/page-head.ts), which the server renders into the page and the app keeps up to
 * date after a navigation. The document title is 'Title | Business name', or the business name
 * alone for ''. The pages' descriptions, which only the server's page carries, are in
 * page-descriptions.ts. An admin screen's title is in its route (`staticData.pageText`).
 */
export const PAGE_TEXT = {
  home: { title: '' },
  about: { title: 'About Us' },
  services: { title: 'Our Services' },
  programs: { title: 'Our Programs' },
  ourHome: { title: 'Our Home' },
  faq: { title: 'Frequently Asked Questions' },
  costs: { title: 'Costs & Payment' },
  contact: { title: 'Contact Us' },
  privacy: { title: 'Privacy Policy' },
  terms: { title: 'Terms of Service' },
  healthData: { title: 'Consumer Health Data Privacy Policy' },
  login: { title: 'Sign In' },
  register: { title: 'Create Account' },
  forgotPassword: { title: 'Forgot Password' },
  resetPassword: { title: 'Set a New Password' },
  manageTour: { title: 'Your Tour' },
  notFound: { title: 'Page not found' },
  serviceNotFound: { title: 'Service not found' },
  programNotFound: { title: 'Program not found' },
} as const;

/** A page that has its words here. */
export type PageName = keyof typeof PAGE_TEXT;
