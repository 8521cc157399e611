import { Moon, Sun, Sunrise, type LucideIcon } from 'lucide-react';
import { Section } from '../../ui/section';
import * as styles from './programs-extras.css';
import { useWords } from '../site/words';
import { catalogWords } from './catalog-words';

/** The periods' icons, in the order of their words (catalog-words.ts). */
const ICONS: LucideIcon[] = [Sunrise, Sun, Moon];

/** A typical day (spec section 2: the daily schedule of Morning, Afternoon and Evening). */
export function DailySchedule() {
  const { day: w } = useWords(catalogWords);
  return (
    <Section eyebrow={w.eyebrow} title={w.title} intro={w.intro}>
      <ul className={styles.periods}>
        {w.periods.map(({ title, activities }, index) => {
          const Icon = ICONS[index];
          return (
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
          );
        })}
      </ul>
    </Section>
  );
}
