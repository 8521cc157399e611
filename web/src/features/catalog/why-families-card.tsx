import { Clock, Heart, ShieldCheck } from 'lucide-react';
import { useSiteSettings } from '../site/settings-query';
import { FactList, SideCard } from './side-card';
import { useWords } from '../site/words';
import { catalogWords } from './catalog-words';

/** The home's standing facts (spec section 1) beside a service. */
export function WhyFamiliesCard() {
  const { care_availability, residents_count } = useSiteSettings();
  const { why: w } = useWords(catalogWords);
  return (
    <SideCard title={w.title}>
      <FactList
        facts={[
          { icon: ShieldCheck, label: w.licensed, detail: w.licensedDetail },
          { icon: Clock, label: w.care(care_availability), detail: w.careDetail },
          { icon: Heart, label: w.family, detail: w.familyDetail(residents_count ?? 6) },
        ]}
      />
    </SideCard>
  );
}
