import { Link } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { Container } from '../../ui/layout';
import { useWords } from '../site/words';
import { healthDataNoticeWords } from './health-data-notice-words';
import * as styles from './health-data-notice.css';

/**
 * The home page's own link to the consumer health data policy, as Washington's My Health My Data
 * Act asks (RCW 19.373.020: prominently, on the homepage), beside the form that collects the data.
 */
export function HealthDataNotice() {
  const w = useWords(healthDataNoticeWords);
  return (
    <section className={styles.band} aria-labelledby="health-data-notice-title">
      <Container>
        <div className={styles.notice}>
          <span className={styles.icon}>
            <ShieldCheck size={26} aria-hidden="true" focusable="false" />
          </span>
          <div>
            <h2 id="health-data-notice-title" className={styles.title}>
              {w.title}
            </h2>
            <p className={styles.text}>
              {w.text}{' '}
              <Link to="/consumer-health-data" className={styles.link}>
                {w.link}
              </Link>
              .
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
