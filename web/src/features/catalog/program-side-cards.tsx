import { Activity, Brain, CalendarDays, Clock, Palette, Users } from 'lucide-react';
import { FactList, SideCard } from './side-card';
import { useWords } from '../site/words';
import { catalogWords } from './catalog-words';

/** Fixed side cards of every program (spec sections 2 and 9). */
export const ProgramBenefitsCard = () => {
  const { benefits: w } = useWords(catalogWords);
  return (
    <SideCard title={w.title}>
      <FactList
        facts={[
          { icon: Brain, label: w.mind },
          { icon: Activity, label: w.body },
          { icon: Users, label: w.social },
          { icon: Palette, label: w.creative },
        ]}
      />
    </SideCard>
  );
};

export const ScheduleInfoCard = () => {
  const { schedule: w } = useWords(catalogWords);
  return (
    <SideCard title={w.title}>
      <FactList
        facts={[
          { icon: CalendarDays, label: w.frequency, detail: w.daily },
          { icon: Clock, label: w.duration, detail: w.hours },
          { icon: Users, label: w.group, detail: w.small },
        ]}
      />
    </SideCard>
  );
};
