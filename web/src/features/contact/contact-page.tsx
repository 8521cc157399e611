import { usePageMeta } from '../site/page-meta';
import { PageBanner } from '../../ui/page-banner';
import { ContactSection } from './contact-section';
import { TourBanner } from './tour-banner';
import { PAGE_TEXT } from '../site/page-text';

export function ContactPage() {
  usePageMeta(PAGE_TEXT.contact.title, PAGE_TEXT.contact.description);
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
