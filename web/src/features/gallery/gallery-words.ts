import { defineWords } from '../site/words';

/** The Our Home page's words (issue 47): the page, its grid and its viewer. Spanish: gallery-words.es.ts. */
const en = {
  title: 'Our Home',
  subtitle: 'The rooms, the kitchen and the garden our residents call home.',
  crumb: 'Our Home',
  lookInside: 'A Look Inside',
  intro: 'Select a photo to see it larger; the arrow keys move between photos.',
  loading: 'Loading photos...',
  /** Spec section 8's load errors, said of the photos. */
  loadError: (network: boolean): string => (network ? 'Network error while loading photos' : 'Failed to load photos'),
  empty: 'Photos of the home are on their way. Until then, the best way to see it is to visit.',
  tour: 'Schedule a Tour',
  open: (number: number, count: number, alt: string) => `Open photo ${number} of ${count}: ${alt}`,
  position: (number: number, count: number) => `Photo ${number} of ${count}`,
  close: 'Close',
  /** The home page's look at the house (home-gallery.tsx). */
  home: {
    eyebrow: 'Our Home',
    title: 'A Real Home, Not a Facility',
    intro: 'Bedrooms with windows onto the garden, a kitchen that smells of home cooking, and room to be together.',
    seeAll: 'See all the photos of our home',
    see: 'See our home',
  },
  previous: 'Previous photo',
  next: 'Next photo',
};

export type GalleryWords = typeof en;
export const galleryWords = defineWords('gallery', en, { es: () => import('./gallery-words.es') });
