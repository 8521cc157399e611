import { SitePageBanner } from '../site/site-page-banner';
import { useWords } from '../site/words';
import { ContactSection } from './contact-section';
import { contactWords } from './contact-words';
import { TourBanner } from './tour-banner';

export function ContactPage() {
  const w = useWords(contactWords).page;
  return (
    <>
      <SitePageBanner section="contact" title={w.title} subtitle={w.subtitle} crumbs={[{ label: w.crumb }]} />
      <ContactSection />
      <TourBanner />
    </>
  );
}
