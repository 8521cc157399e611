import { Link } from '@tanstack/react-router';
import { CalendarCheck, MessageCircle, Phone } from 'lucide-react';
import { formatPhone, telHref } from '../../lib/format';
import { button } from '../../ui/button.css';
import { useSiteSettings } from '../site/settings-query';
import { tourDaysPhrase } from '../site/tour-days';
import { TOUR_LINK } from '../site/tour-link';
import * as styles from './faq-page.css';

export function FaqSideCards() {
  const { phone, tour_days } = useSiteSettings();
  return (
    <aside className={styles.aside} aria-label="More help">
      <section className={styles.sideCard} aria-labelledby="faq-more-title">
        <span className={styles.sideIcon} aria-hidden="true">
          <MessageCircle size={26} />
        </span>
        <h2 id="faq-more-title" className={styles.sideTitle}>
          Still Have Questions?
        </h2>
        <p>We are happy to talk things through with you. Send us a message or call, and we will reply within 2 hours.</p>
        <div className={styles.sideActions}>
          <Link to="/contact" className={button()}>
            Contact Us
          </Link>
          <a href={telHref(phone)} className={button({ tone: 'outline' })}>
            <Phone size={20} aria-hidden="true" />
            Call <span className={styles.nowrap}>{formatPhone(phone)}</span>
          </a>
        </div>
      </section>
      <section className={styles.sideCardAccent} aria-labelledby="faq-tour-title">
        <span className={styles.sideIcon} aria-hidden="true">
          <CalendarCheck size={26} />
        </span>
        <h2 id="faq-tour-title" className={styles.sideTitle}>
          Schedule a Tour
        </h2>
        <p>The best way to know if our home is right for your loved one is to visit. Tours are available {tourDaysPhrase(tour_days)}.</p>
        <div className={styles.sideActions}>
          <Link {...TOUR_LINK} className={button({ tone: 'accent' })}>
            Book Tour
          </Link>
        </div>
      </section>
    </aside>
  );
}
