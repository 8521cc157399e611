import { HERO_SLIDES, heroAltField, heroFocusField, heroFocusOf, heroImageField, type HeroFocus, type HeroSlide } from '@afh/contract/rules';
import { heroAltMessage, heroPhotoWithoutAlt } from '@afh/contract/setting-fields';
import type { Settings } from '../../../lib/types';

/** The settings the Hero Photos card edits (issue 33): each slide's image, its alt text and the part a phone keeps in view (issue 44). */
export type HeroPhotoField = ReturnType<typeof heroImageField> | ReturnType<typeof heroAltField> | ReturnType<typeof heroFocusField>;
export type HeroPhoto = { image: string; alt: string; focus: HeroFocus };
export type HeroPhotos = Record<HeroSlide, HeroPhoto>;

export const heroPhotosOf = (settings: Partial<Settings>): HeroPhotos => {
  const photo = (slide: HeroSlide): HeroPhoto => ({
    image: settings[heroImageField(slide)] ?? '',
    alt: settings[heroAltField(slide)] ?? '',
    focus: heroFocusOf(settings[heroFocusField(slide)]),
  });
  return { 1: photo(1), 2: photo(2), 3: photo(3) };
};

/** What the card sends: all nine fields, a removed photo as '' with no alt text and the middle in view. */
export const heroPhotosPayload = (photos: HeroPhotos): Pick<Settings, HeroPhotoField> => {
  const payload: Partial<Record<HeroPhotoField, string>> = {};
  for (const slide of HERO_SLIDES) {
    const { image, alt, focus } = photos[slide];
    payload[heroImageField(slide)] = image.trim();
    payload[heroAltField(slide)] = image.trim() ? alt.trim() : '';
    payload[heroFocusField(slide)] = image.trim() ? focus : '';
  }
  return payload as Pick<Settings, HeroPhotoField>;
};

/** The server's own rule, said before sending: a photo needs its alt text (the server checks again). */
export const heroPhotosProblem = (photos: HeroPhotos): string | null => {
  const slide = heroPhotoWithoutAlt(heroPhotosPayload(photos));
  return slide === null ? null : heroAltMessage(slide);
};

/** A Gallery photo picked for a slide: its image, and its alt text unless the owner typed one. */
export const pickedInto = (photo: HeroPhoto, picked: { image_url: string; alt: string }): HeroPhoto => ({
  ...photo,
  image: picked.image_url,
  alt: photo.alt.trim() ? photo.alt : picked.alt,
});
