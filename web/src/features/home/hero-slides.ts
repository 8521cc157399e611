import { heroAltField, heroFocusField, heroFocusOf, heroImageField, type HeroFocus, type HeroSlide as SlideNumber } from '@afh/contract/rules';
import { resolveImageUrl } from '../../lib/images';
import { HERO_WIDTHS, widthSrcSet } from '../../lib/srcset';
import type { Settings } from '../../lib/types';
import { DEFAULT_PHONE } from '../site/defaults';
import { TOUR_LINK } from '../site/tour-link';

/** Where a slide's primary button goes: a page, or the contact form with the tour chosen. */
type SlideLink = { to: '/about' | '/services' } | typeof TOUR_LINK;

/**
 * A hero slide (spec section 3, "Hero slide"): static content, not edited in the admin. Its words
 * are the page's language's (home-words.ts: `slides`, in this order).
 */
export type HeroSlide = {
  /** Path stem of the background image: `${background}-{640,960,1280,1920}.webp`, 16:9. */
  background: string;
  link: SlideLink;
  /** The number the call button dials when the settings give none (spec section 7). */
  phone: string;
};

/** Spec section 2's slide table; "View Our Home" is about the house and the life in it, which the About page tells. */
export const HERO_SLIDES: readonly HeroSlide[] = [
  { background: '/images/hero/hero-1', link: TOUR_LINK, phone: DEFAULT_PHONE },
  { background: '/images/hero/hero-2', link: { to: '/about' }, phone: DEFAULT_PHONE },
  { background: '/images/hero/hero-3', link: { to: '/about' }, phone: DEFAULT_PHONE },
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
