import { Link } from '@tanstack/react-router';
import { CalendarCheck, Phone } from 'lucide-react';
import { formatPhone, telHref } from '../../lib/format';
import { button } from '../../ui/button.css';
import { Container } from '../../ui/layout';
import { TOUR_LINK } from '../site/tour-link';
import { useWords } from '../site/words';
import * as styles from './costs-page.css';
import { costsWords } from './costs-words';

/** Costs are easier to talk through than to read: a call, or a tour to see what the price buys. */
export function CostsCall({ phone }: { phone: string }) {
  const w = useWords(costsWords);
  return (
    <section className={styles.cta} aria-labelledby="costs-cta-title">
      <Container>
        <div className={styles.ctaCard}>
          <h2 id="costs-cta-title" className={styles.ctaTitle}>
            {w.ctaTitle}
          </h2>
          <p className={styles.ctaText}>{w.ctaText}</p>
          <div className={styles.ctaActions}>
            <a href={telHref(phone)} className={button({ tone: 'light', size: 'lg' })}>
              <Phone size={22} aria-hidden="true" />
              {w.call} <span className={styles.nowrap}>{formatPhone(phone)}</span>
            </a>
            <Link {...TOUR_LINK} className={button({ tone: 'ghostOnDark', size: 'lg' })}>
              <CalendarCheck size={22} aria-hidden="true" />
              {w.tour}
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
