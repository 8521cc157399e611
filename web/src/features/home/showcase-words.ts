import { defineWords } from '../site/words';

/** The words of one kind of showcase: its section, its list's states and its carousel's buttons. */
const kind = (noun: string, eyebrow: string, title: string, intro: string) => {
  const lower = noun.toLowerCase();
  return {
    eyebrow,
    title,
    intro,
    /** The carousel's name. */
    noun,
    viewAll: `View All ${noun}`,
    seeAll: (count: number) => `See all ${count} ${lower}`,
    loading: `Loading ${lower}...`,
    empty: `No ${lower} available`,
    // Spec section 8's load errors.
    failed: `Failed to load ${lower}`,
    network: `Network error while loading ${lower}`,
    previous: `Previous ${lower}`,
    next: `Next ${lower}`,
    pause: `Pause ${lower} carousel`,
    play: `Play ${lower} carousel`,
  };
};

/** The home page's services and programs (issue 47), which come with their code. Spanish: showcase-words.es.ts. */
const en = {
  services: kind('Services', 'What We Offer', 'Our Services', 'Everything your loved one needs to live safely and comfortably, from personal care to home-cooked meals.'),
  programs: kind('Programs', 'Daily Life', 'Our Programs', 'Activities that keep body, mind and spirit engaged, every day of the week.'),
  carousel: 'carousel',
  slide: 'slide',
  slideOf: (number: number, count: number) => `${number} of ${count}`,
  pause: 'Pause',
  play: 'Play',
};

export type ShowcaseWords = typeof en;
export const showcaseWords = defineWords('showcase', en, { es: () => import('./showcase-words.es') });
