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
import { useWords } from '../site/words';
import { calendarWords } from '../site/calendar-words';
import { catalogWords } from './catalog-words';

/** The closing invitation of the list pages: come and see the home, or call. */
export function VisitCta() {
  const { phone, tour_days } = useSiteSettings();
  const { visit: w } = useWords(catalogWords);
  const { days } = useWords(calendarWords);
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Container>
        <div className={styles.band}>
          <h2 id={id} className={styles.title}>
            {w.title}
          </h2>
          <p className={styles.text}>{w.text(tourDaysPhrase(tour_days, days))}</p>
          <div className={styles.actions}>
            <Link {...TOUR_LINK} className={button({ tone: 'light', size: 'lg' })}>
              <CalendarDays size={22} aria-hidden="true" focusable="false" />
              {w.tour}
            </Link>
            <a href={telHref(phone)} className={button({ tone: 'ghostOnDark', size: 'lg' })}>
              <Phone size={22} aria-hidden="true" focusable="false" />
              <span className={styles.nowrap}>{w.call(formatPhone(phone))}</span>
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
