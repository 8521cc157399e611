/** The frame's words in English (site-words.ts): the page names are the spec's. */
const en = {
  pages: { home: 'Home', about: 'About Us', ourHome: 'Our Home', services: 'Our Services', programs: 'Our Programs', costs: 'Costs & Payment', contact: 'Contact Us', faq: 'FAQ' },
  skip: 'Skip to main content',
  main: 'Main',
  menu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  subMenu: (label: string) => `${label} menu`,
  adminPanel: 'Admin Panel',
  getStarted: 'Get Started',
  /** Under the owner's texts still in English in another language's page (untranslated.tsx): none in English. */
  untranslated: '',
};

export default en;
