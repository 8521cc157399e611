import { SitePageBanner } from '../site/site-page-banner';
import { useWords } from '../site/words';
import { useSiteSettings } from '../site/settings-query';
import { CostsCall } from './costs-call';
import { CostsDetails } from './costs-details';
import { costsWords } from './costs-words';

/** What care costs and how families can pay (issue 19), from the Costs & Payment settings. */
export function CostsPage() {
  const settings = useSiteSettings();
  const w = useWords(costsWords);
  return (
    <>
      <SitePageBanner section="faq" title={w.title} subtitle={w.subtitle} crumbs={[{ label: w.crumb }]} />
      <CostsDetails settings={settings} />
      <CostsCall phone={settings.phone} />
    </>
  );
}
