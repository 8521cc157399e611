import { Link } from '@tanstack/react-router';
import { CalendarDays, Phone } from 'lucide-react';
import { useId } from 'react';
import { formatPhone, telHref } from '../../lib/format';
import { button } from '../../ui/button.css';
import { Container } from '../../ui/layout';
import { useSiteSettings } from '../site/settings-query';
import { tourDaysPhrase } from '../site/tour-days';
import { TOUR_LINK } from '../site/tour-link';
import * as styles from './visit-cta.css';

/** The closing invitation of the list pages: come and see the home, or call. */
export function VisitCta() {
  const { phone, tour_days } = useSiteSettings();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Container>
        <div className={styles.band}>
          <h2 id={id} className={styles.title}>
            Come and See Our Home
          </h2>
          <p className={styles.text}>
            Visit us, meet our caregivers and residents, and ask every question you have. Tours are available {tourDaysPhrase(tour_days)}.
          </p>
          <div className={styles.actions}>
            <Link {...TOUR_LINK} className={button({ tone: 'light', size: 'lg' })}>
              <CalendarDays size={22} aria-hidden="true" focusable="false" />
              Schedule a Tour
            </Link>
            <a href={telHref(phone)} className={button({ tone: 'ghostOnDark', size: 'lg' })}>
              <Phone size={22} aria-hidden="true" focusable="false" />
              <span className={styles.nowrap}>Call {formatPhone(phone)}</span>
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
