/**
 * The title and meta description of every page, in one table: each route's head() reads it
 * (features/site/page-head.ts), which the server renders into the page and the app keeps up to date
 * after a navigation. The document title is 'Title | Business name', or the business name alone
 * for ''. `{residents}` and `{phone}` are filled from the settings.
 */
export const PAGE_TEXT = {
  home: {
    title: '',
    description:
      'A licensed, family-owned adult family home in Washington state: personal care around the clock for up to {residents} residents, in a real home. Tours {tours}: call {phone}.',
  },
  about: {
    title: 'About Us',
    description:
      'A licensed, family-owned adult family home in Washington State caring for up to six residents around the clock: our mission, values and promise to families.',
  },
  services: {
    title: 'Our Services',
    description:
      'Personal care, medical care, nutrition, activities, housekeeping and respite care at our licensed, family-owned adult family home in Washington.',
  },
  programs: {
    title: 'Our Programs',
    description:
      'Daily programs for body, mind and spirit: cognitive wellness, gentle exercise, creative arts, social events and more, in a small family home.',
  },
  ourHome: {
    title: 'Our Home',
    description: 'Photos of our licensed adult family home in Washington: the bedrooms, the kitchen, the living room and the garden our residents enjoy every day.',
  },
  faq: {
    title: 'Frequently Asked Questions',
    description: 'Answers to common questions about our licensed adult family home: care, costs, rooms, visits and tours.',
  },
  costs: {
    title: 'Costs & Payment',
    description:
      'What care at our licensed adult family home in Washington costs each month, what the price includes, and the ways families can pay. Call us to talk it through.',
  },
  contact: {
    title: 'Contact Us',
    description:
      'Call, email or send us a message to ask about care or to schedule a tour of our licensed adult family home. We reply within 2 hours.',
  },
  privacy: {
    title: 'Privacy Policy',
    description:
      'How our adult family home collects, uses and protects the personal and health information of residents, families and website visitors.',
  },
  terms: {
    title: 'Terms of Service',
    description:
      'The terms of care at our licensed adult family home: admission, payment, office hours, health and safety, liability and termination.',
  },
  healthData: {
    title: 'Consumer Health Data Privacy Policy',
    description:
      'What health information our adult family home collects through this website, why, who sees it, and how Washington residents can see or delete it.',
  },
  login: { title: 'Sign In', description: 'Sign in to the admin area.' },
  register: { title: 'Create Account', description: 'Create an account for the admin area.' },
  forgotPassword: { title: 'Forgot Password', description: 'Ask for a link to set a new password for the admin area.' },
  resetPassword: { title: 'Set a New Password', description: 'Set a new password for the admin area.' },
  manageTour: { title: 'Your Tour', description: 'Change or cancel your tour of our home.' },
  notFound: { title: 'Page not found', description: 'The page you were looking for does not exist.' },
  serviceNotFound: { title: 'Service not found' },
  programNotFound: { title: 'Program not found' },
  // The admin screens: their titles only (noindex pages need no description; a screen's subtitle
  // is in its own code, which the public entry does not carry).
  adminDashboard: { title: 'Dashboard' },
  adminUsers: { title: 'Users' },
  adminServices: { title: 'Services Management' },
  adminPrograms: { title: 'Programs Management' },
  adminFaqs: { title: 'FAQ Management' },
  adminSettings: { title: 'Settings' },
  adminInquiries: { title: 'Inquiries' },
  adminActivity: { title: 'Activity' },
  adminTrash: { title: 'Recently deleted' },
  adminTours: { title: 'Tours' },
  adminNotifications: { title: 'Notifications' },
  adminGallery: { title: 'Gallery' },
  adminTeam: { title: 'Team' },
  adminTestimonials: { title: 'Testimonials' },
} as const;

/** Fills the `{name}` slots of a description. */
export const fillText = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
