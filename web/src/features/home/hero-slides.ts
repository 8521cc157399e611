import { heroAltField, heroFocusField, heroFocusOf, heroImageField, type HeroFocus, type HeroSlide as SlideNumber } from '@afh/contract/rules';
import { resolveImageUrl } from '../../lib/images';
import { HERO_WIDTHS, widthSrcSet } from '../../lib/srcset';
import type { Settings } from '../../lib/types';
import { DEFAULT_PHONE } from '../site/defaults';
import { TOUR_LINK } from '../site/tour-link';

/** Where a slide's primary button goes: a page, or the contact form with the tour chosen. */
type SlideLink = { to: '/about' | '/services' } | typeof TOUR_LINK;

/** A hero slide (spec section 3, "Hero slide"): static content, not edited in the admin. */
export type HeroSlide = {
  /** Path stem of the background image: `${background}-{640,960,1280,1920}.webp`, 16:9. */
  background: string;
  title: string;
  /** The part of the title drawn in the highlight colour; it must occur in `title`. */
  highlight: string;
  description: string;
  badge: string;
  /** `context` completes a generic label for screen readers and search engines ('Learn More' about what). */
  cta: { label: string; link: SlideLink; context?: string };
  /** The number the call button dials when the settings give none (spec section 7). */
  phone: string;
};

/** Spec section 2's slide table: badges and primary buttons verbatim; the wording around them is ours. */
export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    background: '/images/hero/hero-1',
    badge: 'Licensed Adult Family Home',
    title: 'Compassionate Care in a Real Home',
    highlight: 'Real Home',
    description: 'Personal, unhurried care for just six residents in a warm family house, where every person is known by name and treated like family.',
    cta: { label: 'Schedule a Tour', link: TOUR_LINK },
    phone: DEFAULT_PHONE,
  },
  {
    background: '/images/hero/hero-2',
    badge: '24/7 Care Available',
    title: 'Peace of Mind, Day and Night',
    highlight: 'Day and Night',
    description: 'Trained caregivers are in the home around the clock, so help is always close at hand and families can rest easy.',
    cta: { label: 'Learn More', link: { to: '/about' }, context: 'about our home' },
    phone: DEFAULT_PHONE,
  },
  {
    background: '/images/hero/hero-3',
    badge: 'Family-Oriented Environment',
    title: 'A Place That Feels Like Family',
    highlight: 'Like Family',
    description: 'Home-cooked meals, shared activities, a garden to enjoy and family always welcome: daily life the way your loved one likes it.',
    // "View Our Home" is about the house and the life in it, which the About page tells (its
    // promise, values and why families choose us); the Services page is a list of care services.
    cta: { label: 'View Our Home', link: { to: '/about' } },
    phone: DEFAULT_PHONE,
  },
];

/** Auto-advance interval (spec section 9). */
export const HERO_INTERVAL_MS = 6000;

/** The srcset of a slide's background at the widths produced for it. */
export const heroSrcSet = (background: string) => widthSrcSet(background, HERO_WIDTHS);

/** The owner's photo for a slide (issue 33), drawn instead of its picture. */
export type HeroPhoto = { src: string; alt: string; focus: HeroFocus };

/**
 * Slide `index`'s photo from the settings (Settings, "Hero Photos"), or null for the drawn picture:
 * none is set, the value breaks the one image rule, or it has no words for those who cannot see it.
 */
export const heroPhotoOf = (settings: Partial<Settings>, index: number): HeroPhoto | null => {
  const slide = (index + 1) as SlideNumber;
  const src = resolveImageUrl(settings[heroImageField(slide)]);
  const alt = (settings[heroAltField(slide)] ?? '').trim();
  const focus = heroFocusOf(settings[heroFocusField(slide)]);
  return src && alt ? { src, alt, focus } : null;
};
