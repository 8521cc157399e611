import { Link } from '@tanstack/react-router';
import { Mail, Phone, Send } from 'lucide-react';
import { formatPhone, telHref } from '../../lib/format';
import { button } from '../../ui/button.css';
import { Container } from '../../ui/layout';
import { EmailText } from '../site/email-text';
import { useSiteSettings } from '../site/settings-query';
import { tourDaysPhrase } from '../site/tour-days';
import * as styles from './about-page.css';
import { useWords } from '../site/words';
import { calendarWords } from '../site/calendar-words';
import { aboutWords } from './about-words';

/** Call or email: the two ways older visitors most often prefer to reach us. */
export function AboutCta() {
  const { phone, email, tour_days } = useSiteSettings();
  const { cta: w } = useWords(aboutWords);
  const { days } = useWords(calendarWords);
  return (
    <section className={styles.cta} aria-labelledby="about-cta-title">
      <Container>
        <div className={styles.ctaCard}>
          <h2 id="about-cta-title" className={styles.ctaTitle}>
            {w.title}
          </h2>
          <p className={styles.ctaText}>{w.text(tourDaysPhrase(tour_days, days))}</p>
          <div className={styles.ctaActions}>
            <a href={telHref(phone)} className={button({ tone: 'light', size: 'lg' })}>
              <Phone size={22} aria-hidden="true" />
              {w.call} <span className={styles.nowrap}>{formatPhone(phone)}</span>
            </a>
            {email ? (
              <a href={`mailto:${email}`} className={button({ tone: 'ghostOnDark', size: 'lg' })}>
                <Mail size={22} aria-hidden="true" />
                {w.email}
              </a>
            ) : (
              <Link to="/contact" className={button({ tone: 'ghostOnDark', size: 'lg' })}>
                <Send size={22} aria-hidden="true" />
                {w.message}
              </Link>
            )}
          </div>
          {email && (
            <p className={styles.ctaEmail}>
              {w.writeTo}{' '}
              <a href={`mailto:${email}`}>
                <EmailText email={email} />
              </a>
            </p>
          )}
        </div>
      </Container>
    </section>
  );
}
