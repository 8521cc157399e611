import { Activity, Brain, CalendarDays, Clock, Palette, Users } from 'lucide-react';
import { FactList, SideCard } from './side-card';

/** Fixed side cards of every program (spec sections 2 and 9). */
export const ProgramBenefitsCard = () => (
  <SideCard title="Program Benefits">
    <FactList
      facts={[
        { icon: Brain, label: 'Mental stimulation' },
        { icon: Activity, label: 'Physical activity' },
        { icon: Users, label: 'Social interaction' },
        { icon: Palette, label: 'Creative expression' },
      ]}
    />
  </SideCard>
);

export const ScheduleInfoCard = () => (
  <SideCard title="Schedule Information">
    <FactList
      facts={[
        { icon: CalendarDays, label: 'Frequency', detail: 'Daily' },
        { icon: Clock, label: 'Duration', detail: '1-2 hours' },
        { icon: Users, label: 'Group Size', detail: 'Small groups' },
      ]}
    />
  </SideCard>
);
