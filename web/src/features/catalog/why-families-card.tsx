import { Clock, Heart, ShieldCheck } from 'lucide-react';
import { useSiteSettings } from '../site/settings-query';
import { FactList, SideCard } from './side-card';

/** The home's standing facts (spec section 1) beside a service. */
export function WhyFamiliesCard() {
  const { care_availability, residents_count } = useSiteSettings();
  return (
    <SideCard title="Why Families Choose Us">
      <FactList
        facts={[
          { icon: ShieldCheck, label: 'Licensed & Insured', detail: 'A state-licensed adult family home.' },
          { icon: Clock, label: `${care_availability} Care`, detail: 'Caregivers on hand day and night.' },
          { icon: Heart, label: 'Family-Owned', detail: `Just ${residents_count ?? 6} residents, cared for like family.` },
        ]}
      />
    </SideCard>
  );
}
