import { Link } from '@tanstack/react-router';
import { CalendarCheck, MessageCircle, Phone } from 'lucide-react';
import { formatPhone, telHref } from '../../lib/format';
import { button } from '../../ui/button.css';
import { useSiteSettings } from '../site/settings-query';
import { tourDaysPhrase } from '../site/tour-days';
import { TOUR_LINK } from '../site/tour-link';
import * as styles from './faq-page.css';
import { faqWords } from './faq-words';
import { useWords } from '../site/words';
import { calendarWords } from '../site/calendar-words';

export function FaqSideCards() {
  const { phone, tour_days } = useSiteSettings();
  const w = useWords(faqWords);
  const { days } = useWords(calendarWords);
  return (
    <aside className={styles.aside} aria-label={w.moreHelp}>
      <section className={styles.sideCard} aria-labelledby="faq-more-title">
        <span className={styles.sideIcon} aria-hidden="true">
          <MessageCircle size={26} />
        </span>
        <h2 id="faq-more-title" className={styles.sideTitle}>
          {w.moreTitle}
        </h2>
        <p>{w.moreText}</p>
        <div className={styles.sideActions}>
          <Link to="/contact" className={button()}>
            {w.contact}
          </Link>
          <a href={telHref(phone)} className={button({ tone: 'outline' })}>
            <Phone size={20} aria-hidden="true" />
            {w.call} <span className={styles.nowrap}>{formatPhone(phone)}</span>
          </a>
        </div>
      </section>
      <section className={styles.sideCardAccent} aria-labelledby="faq-tour-title">
        <span className={styles.sideIcon} aria-hidden="true">
          <CalendarCheck size={26} />
        </span>
        <h2 id="faq-tour-title" className={styles.sideTitle}>
          {w.tourTitle}
        </h2>
        <p>{w.tourText(tourDaysPhrase(tour_days, days))}</p>
        <div className={styles.sideActions}>
          <Link {...TOUR_LINK} className={button({ tone: 'accent' })}>
            {w.bookTour}
          </Link>
        </div>
      </section>
    </aside>
  );
}
