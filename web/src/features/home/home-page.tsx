import type { ReactNode } from 'react';
import { deferred } from '../../ui/deferred';
import { Hero } from './hero';

const ABOUT_ID = 'home-about';

// Below the first screens: their code comes when the visitor scrolls near them (ui/deferred.tsx).
const Showcases = deferred('showcases', () => import('./home-showcases').then((module) => module.HomeShowcases));
// Right under the hero, but only links and pictures: the server draws it and its code can wait.
const Proof = deferred('proof', () => import('./proof-strip').then((module) => module.ProofStrip));
// Under the hero: the trust line and the introduction (the hero's scroll hint goes to it, drawn by the server).
const Intro = deferred('intro', () => import('./home-intro').then((module) => module.HomeIntro));
const Notice = deferred('health-data-notice', () => import('./health-data-notice').then((module) => module.HealthDataNotice));

/**
 * The home page (spec section 2, "Home (/)"): hero, the proof strip (issue 33), trust line, about, a look at the house,
 * services, programs, the team and the words of families, the contact section, and the notice that
 * links to the consumer health data policy. The parts that belong to other features (the house,
 * the people, the contact section) are handed in by the route.
 */
export function HomePage({ contact, house, people }: { contact: ReactNode; house: ReactNode; people: ReactNode }) {
  return (
    <>
      <Hero nextSectionId={ABOUT_ID} />
      <Proof />
      <Intro id={ABOUT_ID} />
      {house}
      <Showcases />
      {people}
      {contact}
      <Notice />
    </>
  );
}
