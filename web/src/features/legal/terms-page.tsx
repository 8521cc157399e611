import { SitePageBanner } from '../site/site-page-banner';
import { useSiteSettings } from '../site/settings-query';
import { LegalDocument } from './legal-document';
import { termsSections } from './terms-sections';

export function TermsPage() {
  const settings = useSiteSettings();
  return (
    <>
      <SitePageBanner
        section="legal"
        title="Terms of Service"
        subtitle="The basics of how care at our home works."
        crumbs={[{ label: 'Terms of Service' }]}
      />
      <LegalDocument
        stamp="Effective: January 2025"
        intro={
          <p>
            These terms describe the basic conditions of care at {settings.business_name} and the use of this website. Each resident's
            signed admission agreement and care plan set out the full details; where they differ from these terms, the signed documents
            apply.
          </p>
        }
        sections={termsSections(settings)}
      />
    </>
  );
}
