import { EXPERIENCE } from '../site/defaults';
import { defineWords } from '../site/words';

/** The trust line and the introduction under the hero (issue 47), which come with their code. Spanish: intro-words.es.ts. */
const en = {
  trustLabel: 'Why families trust us',
  trust: ['Licensed & Insured', 'Family-Owned', 'Highly Rated'],
  aboutEyebrow: 'About Us',
  aboutTitle: 'Care That Feels Like Home',
  aboutFallback:
    'We are a licensed, family-owned adult family home caring for up to six residents in a warm, real home. Our caregivers are with residents around the clock, so every person is known, heard and cared for like family.',
  aboutMore: 'Learn More About Us',
  numbersLabel: 'Our home in numbers',
  residents: 'Residents',
  experienceLabel: 'Experience',
  experience: EXPERIENCE,
  careAvailability: 'Care Availability',
  familySatisfaction: 'Family Satisfaction',
};

export type IntroWords = typeof en;
export const introWords = defineWords('intro', en, { es: () => import('./intro-words.es') });
