import type { ReactNode } from 'react';
import { SitePageBanner } from '../site/site-page-banner';
import { AboutCta } from './about-cta';
import { AboutImpact } from './about-impact';
import { AboutIntro } from './about-intro';
import { AboutPurpose } from './about-purpose';
import { AboutWhy } from './about-why';
import { StateRecord } from './state-record';
import { aboutWords } from './about-words';
import { useWords } from '../site/words';

/** About Us: the home's story and promise; its people (Our Team, What Families Say) are handed in by the route. */
export function AboutPage({ people }: { people: ReactNode }) {
  const w = useWords(aboutWords);
  return (
    <>
      <SitePageBanner
        section="about"
        title={w.title}
        subtitle={w.subtitle}
        crumbs={[{ label: w.crumb }]}
      />
      <AboutIntro />
      <AboutPurpose />
      <AboutImpact />
      <AboutWhy />
      {people}
      <StateRecord />
      <AboutCta />
    </>
  );
}
