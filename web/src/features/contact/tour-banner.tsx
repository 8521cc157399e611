import { Link } from '@tanstack/react-router';
import { CalendarCheck, Phone } from 'lucide-react';
import { formatPhone, telHref } from '../../lib/format';
import { button } from '../../ui/button.css';
import { Container } from '../../ui/layout';
import { useSiteSettings } from '../site/settings-query';
import { tourDaysPhrase } from '../site/tour-days';
import { TOUR_LINK } from '../site/tour-link';
import * as styles from './tour-banner.css';
import { useWords } from '../site/words';
import { contactWords } from './contact-words';

/** The closing invitation on /contact: the tour link fills in the form's topic and brings it into view. */
export function TourBanner() {
  const { phone, tour_days } = useSiteSettings();
  const { banner: w, days } = useWords(contactWords);
  return (
    <section className={styles.banner} aria-labelledby="tour-banner-title">
      <Container>
        <div className={styles.inner}>
          <div>
            <h2 id="tour-banner-title" className={styles.title}>
              {w.title}
            </h2>
            <p className={styles.text}>
              {w.text}
              {tourDaysPhrase(tour_days, days)}.
            </p>
          </div>
          <div className={styles.actions}>
            <Link {...TOUR_LINK} className={button({ tone: 'light', size: 'lg' })}>
              <CalendarCheck size={22} aria-hidden="true" />
              {w.schedule}
            </Link>
            <a href={telHref(phone)} className={button({ tone: 'ghostOnDark', size: 'lg' })}>
              <Phone size={22} aria-hidden="true" />
              {w.call}
              <span className={styles.nowrap}>{formatPhone(phone)}</span>
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
