import { defineWords } from './words';

/** The Disclosure of Services line's words (disclosure-note.tsx, issue 47). Spanish: disclosure-words.es.ts. */
const en = {
  text: 'Washington asks every adult family home to tell families in writing what care and services it provides. Read ours:',
  link: 'Disclosure of Services (PDF)',
};

export type DisclosureWords = typeof en;
export const disclosureWords = defineWords('disclosure', en, { es: () => import('./disclosure-words.es') });
