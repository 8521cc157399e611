import type { ReactNode } from 'react';
import { SitePageBanner } from '../site/site-page-banner';
import { AboutCta } from './about-cta';
import { AboutImpact } from './about-impact';
import { AboutIntro } from './about-intro';
import { AboutPurpose } from './about-purpose';
import { AboutWhy } from './about-why';
import { StateRecord } from './state-record';

/** About Us: the home's story and promise; its people (Our Team, What Families Say) are handed in by the route. */
export function AboutPage({ people }: { people: ReactNode }) {
  return (
    <>
      <SitePageBanner
        section="about"
        title="About Us"
        subtitle="A licensed, family-owned home where every resident is cared for like family."
        crumbs={[{ label: 'About Us' }]}
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
