import type { BackLink } from './catalog-detail';

/** The words of the two list pages, shared with their detail pages' banners, crumbs and back links. */
export const SERVICES_COPY = {
  title: 'Our Services',
  subtitle: 'Personal, medical and everyday care in a warm family home, day and night.',
  metaDescription:
    'Personal care, medical care, nutrition, activities, housekeeping and respite care at our licensed, family-owned adult family home in Washington.',
  crumb: 'Services',
  back: { to: '/services', label: 'Back to Services' } satisfies BackLink,
};

export const PROGRAMS_COPY = {
  title: 'Our Programs',
  subtitle: 'Activities that bring purpose, friendship and joy to every day.',
  metaDescription:
    'Daily programs for body, mind and spirit: cognitive wellness, gentle exercise, creative arts, social events and more, in a small family home.',
  crumb: 'Programs',
  back: { to: '/programs', label: 'Back to Programs' } satisfies BackLink,
};
