import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import * as page from '../admin-page.css';
import * as styles from './settings-page.css';

/** One titled card of the settings screen; its id is the address's hash that leads to it (/admin/settings#email). */
export function SettingsCard({ id, title, icon: Icon, intro, children }: { id: string; title: string; icon: LucideIcon; intro?: ReactNode; children: ReactNode }) {
  const headingId = `settings-${id}-title`;
  return (
    <section id={id} className={`${page.panel} ${styles.card}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        <Icon className={styles.cardIcon} size={22} aria-hidden="true" />
        {title}
      </h2>
      {intro && <p className={styles.cardIntro}>{intro}</p>}
      {children}
    </section>
  );
}
