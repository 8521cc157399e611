import { PageBanner } from '../layout/page-banner';
import { usePageMeta } from '../site/page-meta';
import { AboutCta } from './about-cta';
import { AboutImpact } from './about-impact';
import { AboutIntro } from './about-intro';
import { AboutPurpose } from './about-purpose';
import { AboutWhy } from './about-why';

export function AboutPage() {
  usePageMeta(
    'About Us',
    'A licensed, family-owned adult family home in Washington State caring for up to six residents around the clock: our mission, values and promise to families.',
  );
  return (
    <>
      <PageBanner
        section="about"
        title="About Us"
        subtitle="A licensed, family-owned home where every resident is cared for like family."
        crumbs={[{ label: 'About Us' }]}
      />
      <AboutIntro />
      <AboutPurpose />
      <AboutImpact />
      <AboutWhy />
      <AboutCta />
    </>
  );
}
