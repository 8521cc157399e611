import { defineWords } from '../site/words';

/**
 * The top bar's words (top-bar-contents.tsx, and the greeting and language links the mobile menu
 * shows too), in English; Spanish: top-bar-words.es.ts. They come with that code, not with every
 * page's first script.
 */
const en = {
  contacts: 'Contact details',
  textSize: 'Text size',
  sizes: [' standard', ' larger', ' largest'],
  welcome: (name: string) => `Welcome, ${name}`,
  logout: 'Logout',
  /** The other languages' links (the language switcher): "in <language>". */
  languages: 'Languages',
};

export type TopBarWords = typeof en;
export const topBarWords = defineWords('top-bar', en, { es: () => import('./top-bar-words.es') });
