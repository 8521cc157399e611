import { SitePageBanner } from '../site/site-page-banner';
import { useSiteSettings } from '../site/settings-query';
import { LegalDocument } from './legal-document';
import { privacySections } from './privacy-sections';

export function PrivacyPage() {
  const settings = useSiteSettings();
  return (
    <>
      <SitePageBanner
        section="legal"
        title="Privacy Policy"
        subtitle="How we protect your information and your family's."
        crumbs={[{ label: 'Privacy Policy' }]}
      />
      <LegalDocument
        stamp="Last updated: January 2025"
        intro={
          <p>
            {settings.business_name} is a licensed adult family home in Washington State. We respect the privacy of our residents, their
            families and everyone who visits this website. This policy explains what information we collect, how we use and protect it, and
            the choices you have.
          </p>
        }
        sections={privacySections(settings)}
      />
    </>
  );
}
