import { SitePageBanner } from '../site/site-page-banner';
import { PAGE_TEXT } from '../site/page-text';
import { useSiteSettings } from '../site/settings-query';
import { healthDataSections } from './health-data-sections';
import { LegalDocument } from './legal-document';

/** Washington's My Health My Data Act asks for this policy on its own page, linked from the home page (issue 19). */
export function HealthDataPage() {
  const settings = useSiteSettings();
  return (
    <>
      <SitePageBanner
        section="legal"
        title={PAGE_TEXT.healthData.title}
        subtitle="What we do with the health information you share with us, and how to see or delete it."
        crumbs={[{ label: PAGE_TEXT.healthData.title }]}
      />
      <LegalDocument
        stamp="Effective: November 2026"
        intro={
          <p>
            Washington&rsquo;s My Health My Data Act (RCW 19.373) gives you rights over information about your health. This policy explains
            what health information {settings.business_name} collects through this website, why, who sees it, and how you can see it, delete
            it or withdraw your consent. It adds to our Privacy Policy, which covers the rest of what we do.
          </p>
        }
        sections={healthDataSections(settings)}
      />
    </>
  );
}
