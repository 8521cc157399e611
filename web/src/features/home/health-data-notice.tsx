import { Link } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { Container } from '../../ui/layout';
import * as styles from './health-data-notice.css';

/**
 * The home page's own link to the consumer health data policy, as Washington's My Health My Data
 * Act asks (RCW 19.373.020: prominently, on the homepage), beside the form that collects the data.
 */
export function HealthDataNotice() {
  return (
    <section className={styles.band} aria-labelledby="health-data-notice-title">
      <Container>
        <div className={styles.notice}>
          <span className={styles.icon}>
            <ShieldCheck size={26} aria-hidden="true" focusable="false" />
          </span>
          <div>
            <h2 id="health-data-notice-title" className={styles.title}>
              Your Health Data
            </h2>
            <p className={styles.text}>
              What you tell us about a loved one&rsquo;s health stays with our home: we never sell it, and you can ask us to see or delete
              it at any time. Read our{' '}
              <Link to="/consumer-health-data" className={styles.link}>
                Consumer Health Data Policy
              </Link>
              .
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
