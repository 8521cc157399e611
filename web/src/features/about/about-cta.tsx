import { Link } from '@tanstack/react-router';
import { Mail, Phone, Send } from 'lucide-react';
import { formatPhone, telHref } from '../../lib/format';
import { button } from '../../ui/button.css';
import { Container } from '../../ui/layout';
import { EmailText } from '../site/email-text';
import { useSiteSettings } from '../site/settings-query';
import { tourDaysPhrase } from '../site/tour-days';
import * as styles from './about-page.css';

/** Call or email: the two ways older visitors most often prefer to reach us. */
export function AboutCta() {
  const { phone, email, tour_days } = useSiteSettings();
  return (
    <section className={styles.cta} aria-labelledby="about-cta-title">
      <Container>
        <div className={styles.ctaCard}>
          <h2 id="about-cta-title" className={styles.ctaTitle}>
            Come Meet Our Family
          </h2>
          <p className={styles.ctaText}>
            The best way to get to know us is to visit. Call or email us with any question, or to arrange a tour. Tours are available {tourDaysPhrase(tour_days)}.
          </p>
          <div className={styles.ctaActions}>
            <a href={telHref(phone)} className={button({ tone: 'light', size: 'lg' })}>
              <Phone size={22} aria-hidden="true" />
              Call <span className={styles.nowrap}>{formatPhone(phone)}</span>
            </a>
            {email ? (
              <a href={`mailto:${email}`} className={button({ tone: 'ghostOnDark', size: 'lg' })}>
                <Mail size={22} aria-hidden="true" />
                Email Us
              </a>
            ) : (
              <Link to="/contact" className={button({ tone: 'ghostOnDark', size: 'lg' })}>
                <Send size={22} aria-hidden="true" />
                Send a Message
              </Link>
            )}
          </div>
          {email && (
            <p className={styles.ctaEmail}>
              Or write to us at{' '}
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
