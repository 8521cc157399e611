import { SitePageBanner } from '../site/site-page-banner';
import { PAGE_TEXT } from '../site/page-text';
import { useSiteSettings } from '../site/settings-query';
import { CostsCall } from './costs-call';
import { CostsDetails } from './costs-details';

/** What care costs and how families can pay (issue 19), from the Costs & Payment settings. */
export function CostsPage() {
  const settings = useSiteSettings();
  return (
    <>
      <SitePageBanner section="faq" title={PAGE_TEXT.costs.title} subtitle="What care in our home costs each month, what that includes, and how families pay." crumbs={[{ label: PAGE_TEXT.costs.title }]} />
      <CostsDetails settings={settings} />
      <CostsCall phone={settings.phone} />
    </>
  );
}
