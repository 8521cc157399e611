import { Moon, Sun, Sunrise, type LucideIcon } from 'lucide-react';
import { Section } from '../../ui/section';
import * as styles from './programs-extras.css';

const PERIODS: { icon: LucideIcon; title: string; activities: string[] }[] = [
  { icon: Sunrise, title: 'Morning', activities: ['Breakfast together', 'Gentle stretching and chair exercises', 'Puzzles, reading and memory games'] },
  { icon: Sun, title: 'Afternoon', activities: ['Home-cooked lunch', 'Arts, crafts and music', 'Garden time and assisted walks'] },
  { icon: Moon, title: 'Evening', activities: ['Family-style dinner', 'Movies, cards and conversation', 'A calm wind-down before bed'] },
];

/** A typical day (spec section 2: the daily schedule of Morning, Afternoon and Evening). */
export function DailySchedule() {
  return (
    <Section eyebrow="A Typical Day" title="Daily Schedule" intro="A gentle, familiar rhythm, with room for rest, visits and each resident’s own routines.">
      <ul className={styles.periods}>
        {PERIODS.map(({ icon: Icon, title, activities }) => (
          <li key={title} className={styles.tile}>
            <span className={styles.periodIcon}>
              <Icon size={26} aria-hidden="true" focusable="false" />
            </span>
            <h3 className={styles.tileTitle}>{title}</h3>
            <ul className={styles.periodList}>
              {activities.map((activity) => (
                <li key={activity}>{activity}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
