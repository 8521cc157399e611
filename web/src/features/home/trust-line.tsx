import { Home, ShieldCheck, Star, type LucideIcon } from 'lucide-react';
import { Container } from '../../ui/layout';
import * as styles from './trust-line.css';

const TRUST: { label: string; Icon: LucideIcon }[] = [
  { label: 'Licensed & Insured', Icon: ShieldCheck },
  { label: 'Family-Owned', Icon: Home },
  { label: 'Highly Rated', Icon: Star },
];

/** The three facts families look for first (spec sections 1 and 2), right under the hero. */
export function TrustLine() {
  return (
    <section className={styles.band} aria-label="Why families trust us">
      <Container>
        <ul className={styles.list}>
          {TRUST.map(({ label, Icon }) => (
            <li key={label} className={styles.item}>
              <span className={styles.icon}>
                <Icon size={26} aria-hidden="true" />
              </span>
              {label}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
