import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import * as styles from './side-card.css';

/** A titled card beside a service's or program's details. */
export function SideCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export type Fact = { icon: LucideIcon; label: string; detail?: ReactNode };

/** Icon, bold label and an optional line below: the rows of every side card. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <ul className={styles.list}>
      {facts.map(({ icon: Icon, label, detail }) => (
        <li key={label} className={detail ? styles.item : `${styles.item} ${styles.itemSingle}`}>
          <span className={styles.itemIcon}>
            <Icon size={20} aria-hidden="true" focusable="false" />
          </span>
          <span className={styles.itemText}>
            <span className={styles.label}>{label}</span>
            {detail && <span className={styles.muted}>{detail}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
