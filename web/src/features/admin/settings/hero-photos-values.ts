import { HERO_SLIDES, heroAltField, heroAltMessage, heroImageField, heroPhotoWithoutAlt, type HeroSlide } from '@afh/contract/rules';
import type { Settings } from '../../../lib/types';

/** The settings the Hero Photos card edits (issue 33): each slide's image and its alt text. */
export type HeroPhotoField = ReturnType<typeof heroImageField> | ReturnType<typeof heroAltField>;
export type HeroPhoto = { image: string; alt: string };
export type HeroPhotos = Record<HeroSlide, HeroPhoto>;

export const heroPhotosOf = (settings: Partial<Settings>): HeroPhotos => {
  const photo = (slide: HeroSlide): HeroPhoto => ({ image: settings[heroImageField(slide)] ?? '', alt: settings[heroAltField(slide)] ?? '' });
  return { 1: photo(1), 2: photo(2), 3: photo(3) };
};

/** What the card sends: all six fields, a removed photo as '' with no alt text. */
export const heroPhotosPayload = (photos: HeroPhotos): Pick<Settings, HeroPhotoField> => {
  const payload: Partial<Record<HeroPhotoField, string>> = {};
  for (const slide of HERO_SLIDES) {
    const { image, alt } = photos[slide];
    payload[heroImageField(slide)] = image.trim();
    payload[heroAltField(slide)] = image.trim() ? alt.trim() : '';
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
  image: picked.image_url,
  alt: photo.alt.trim() ? photo.alt : picked.alt,
});
