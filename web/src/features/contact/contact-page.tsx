import { usePageMeta } from '../site/page-meta';
import { PageBanner } from '../layout/page-banner';
import { ContactSection } from './contact-section';
import { TourBanner } from './tour-banner';

export function ContactPage() {
  usePageMeta(
    'Contact Us',
    'Call, email or send us a message to ask about care or to schedule a tour of our licensed adult family home. We reply within 2 hours.',
  );
  return (
    <>
      <PageBanner
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
