import { Home, ShieldCheck, Star, type LucideIcon } from 'lucide-react';
import { Container } from '../../ui/layout';
import { useWords } from '../site/words';
import { introWords } from './intro-words';
import * as styles from './trust-line.css';

/** The icons of the three facts, in the order of their words (home-words.ts: `trust`). */
const ICONS: LucideIcon[] = [ShieldCheck, Home, Star];

/** The three facts families look for first (spec sections 1 and 2), right under the hero. */
export function TrustLine() {
  const w = useWords(introWords);
  return (
    <section className={styles.band} aria-label={w.trustLabel}>
      <Container>
        <ul className={styles.list}>
          {ICONS.map((Icon, index) => (
            <li key={index} className={styles.item}>
              <span className={styles.icon}>
                <Icon size={26} aria-hidden="true" />
              </span>
              {w.trust[index]}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
