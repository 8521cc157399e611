import { SitePageBanner } from '../site/site-page-banner';
import { ContactSection } from './contact-section';
import { TourBanner } from './tour-banner';

export function ContactPage() {
  return (
    <>
      <SitePageBanner
        section="contact"
        title="Contact Us"
        subtitle="We are here for you and your family, every day. Reach out with any question or to arrange a visit."
        crumbs={[{ label: 'Contact Us' }]}
      />
      <ContactSection />
      <TourBanner />
    </>
  );
}
