import { uploadSrcSet } from '../../lib/srcset';
import { publicPageHead, type HeadContext } from '../site/page-head';
import { settingsKeys, withDefaults } from '../site/settings-query';
import { heroPhotoOf, heroSrcSet, HERO_SLIDES, type HeroPhoto } from './hero-slides';

/**
 * The home page's head: the business name as its title, its description filled from the settings
 * (src/server-head.ts), and the first hero picture preloaded (it is the page's largest paint; only
 * '/' has it).
 */
export const homeHead = (context: HeadContext) => {
  const settings = withDefaults(context.queryClient.getQueryData(settingsKeys.all));
  // The first slide's photo, when the owner set one, is also what a shared link shows.
  const photo = heroPhotoOf(settings, 0);
  return publicPageHead(context, {
    page: 'home',
    path: '/',
    ...(photo ? { image: photo.src } : {}),
    // Only the server's page has it (the browser keeps the head it was sent).
    links: import.meta.env.SSR ? [heroPreload(photo)] : [],
  });
};

/**
 * The first hero picture, preloaded: the owner's photo when slide 1 has one, else the drawing. React
 * 18 passes these attributes through only in lower case (ui/attributes.ts).
 */
const heroPreload = (photo: HeroPhoto | null): Record<string, string> => {
  if (photo) {
    const srcset = uploadSrcSet(photo.src);
    return { rel: 'preload', as: 'image', href: photo.src, ...(srcset ? { imagesrcset: srcset, imagesizes: '100vw' } : {}), fetchpriority: 'high' };
  }
  const hero = HERO_SLIDES[0].background;
  return { rel: 'preload', as: 'image', href: `${hero}-1280.webp`, imagesrcset: heroSrcSet(hero), imagesizes: '100vw', fetchpriority: 'high' };
};
