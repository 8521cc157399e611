import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as styles from '../features/site/placeholder.css';
import { settingsQuery } from '../features/site/settings-query';

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(settingsQuery()),
  component: Home,
});

function Home() {
  const settings = useSuspenseQuery(settingsQuery()).data.data;

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{settings.business_name || 'Adult Family Home'}</h1>
        <p>Our full website is on its way.</p>
        {settings.phone && (
          <p className={styles.muted}>
            <a className={styles.link} href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>
              {settings.phone}
            </a>
          </p>
        )}
        {settings.address && <p className={styles.muted}>{settings.address}</p>}
      </div>
    </main>
  );
}
