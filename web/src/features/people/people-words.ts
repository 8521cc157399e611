import { defineWords } from '../site/words';

/** Our Team and What Families Say (issue 47), on the home and About pages. Spanish: people-words.es.ts. */
const en = {
  teamEyebrow: 'The People',
  teamTitle: 'Our Team',
  teamIntro: 'The people who will know your loved one by name, day and night.',
  wholeTeam: 'Meet the whole team',
  credentials: (name: string) => `${name}'s credentials`,
  speaks: 'Speaks',
  familiesEyebrow: 'In Their Words',
  familiesTitle: 'What Families Say',
};

export type PeopleWords = typeof en;
export const peopleWords = defineWords('people', en, { es: () => import('./people-words.es') });
