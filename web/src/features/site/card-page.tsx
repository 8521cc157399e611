import { Link } from '@tanstack/react-router';
import { Home } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSiteSettings } from './settings-query';
import * as styles from './card-page.css';

/** A page of one centred card with the home's name: sign-in, registration, and a family's own tour. */
export function CardPage({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  const { business_name } = useSiteSettings();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Link to="/" className={styles.brand}>
          <Home aria-hidden="true" /> {business_name}
        </Link>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
        </div>
        {children}
        <div className={styles.footer}>{footer}</div>
      </div>
    </main>
  );
}
