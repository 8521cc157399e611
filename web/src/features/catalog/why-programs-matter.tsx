import { Activity, Brain, Smile, Users, type LucideIcon } from 'lucide-react';
import { Section } from '../../ui/section';
import * as styles from './programs-extras.css';
import { useWords } from '../site/words';
import { catalogWords } from './catalog-words';

/** The reasons' icons, in the order of their words (catalog-words.ts). */
const ICONS: LucideIcon[] = [Brain, Activity, Users, Smile];

/** Why the programs are there (spec section 2: the 'Why Our Programs Matter' block). */
export function WhyProgramsMatter() {
  const { matter: w } = useWords(catalogWords);
  return (
    <Section
      alt
      eyebrow={w.eyebrow}
      title={w.title}
      intro={w.intro}
    >
      <ul className={styles.reasons}>
        {w.reasons.map(({ title, text }, index) => {
          const Icon = ICONS[index];
          return (
            <li key={title} className={styles.tile}>
              <span className={styles.icon}>
                <Icon size={26} aria-hidden="true" focusable="false" />
              </span>
              <h3 className={styles.tileTitle}>{title}</h3>
              <p className={styles.muted}>{text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
