import { defineWords } from '../site/words';

/** The proof strip's words (issue 47), which come with its code. Spanish: proof-words.es.ts. */
const en = {
  title: 'At a glance',
  seeOurHome: (alts: string) => `See our home: ${alts}`,
  meetTheTeam: 'Meet the people who care for your loved one',
  license: (number: string) => `Washington State license #${number}`,
  // \u2019: React writes the English page's &rsquo; as this character.
  opensLookup: ' (opens the state\u2019s license lookup in a new tab)',
};

export type ProofWords = typeof en;
export const proofWords = defineWords('proof', en, { es: () => import('./proof-words.es') });
