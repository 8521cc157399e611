import { Link } from '@tanstack/react-router';
import { CalendarCheck, Phone } from 'lucide-react';
import { formatPhone, telHref } from '../../lib/format';
import { button } from '../../ui/button.css';
import { Container } from '../../ui/layout';
import { TOUR_LINK } from '../site/tour-link';
import * as styles from './costs-page.css';

/** Costs are easier to talk through than to read: a call, or a tour to see what the price buys. */
export function CostsCall({ phone }: { phone: string }) {
  return (
    <section className={styles.cta} aria-labelledby="costs-cta-title">
      <Container>
        <div className={styles.ctaCard}>
          <h2 id="costs-cta-title" className={styles.ctaTitle}>
            Questions About Costs?
          </h2>
          <p className={styles.ctaText}>Call us and we will talk through care, costs and payment with you, or come and see the home on a tour.</p>
          <div className={styles.ctaActions}>
            <a href={telHref(phone)} className={button({ tone: 'light', size: 'lg' })}>
              <Phone size={22} aria-hidden="true" />
              Call <span className={styles.nowrap}>{formatPhone(phone)}</span>
            </a>
            <Link {...TOUR_LINK} className={button({ tone: 'ghostOnDark', size: 'lg' })}>
              <CalendarCheck size={22} aria-hidden="true" />
              Schedule a Tour
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
