import type { BackLink } from './catalog-detail';
import { PAGE_TEXT } from '../site/page-text';

/** The words of the two list pages, shared with their detail pages' banners, crumbs and back links. */
export const SERVICES_COPY = {
  title: PAGE_TEXT.services.title,
  subtitle: 'Personal, medical and everyday care in a warm family home, day and night.',
  crumb: 'Services',
  back: { to: '/services', label: 'Back to Services' } satisfies BackLink,
};

export const PROGRAMS_COPY = {
  title: PAGE_TEXT.programs.title,
  subtitle: 'Activities that bring purpose, friendship and joy to every day.',
  crumb: 'Programs',
  back: { to: '/programs', label: 'Back to Programs' } satisfies BackLink,
};
