import { Link } from '@tanstack/react-router';
import { CalendarDays, Phone } from 'lucide-react';
import { telHref } from '../../lib/format';
import { button } from '../../ui/button.css';
import { useSiteSettings } from '../site/settings-query';
import { siteWords } from '../site/site-words';
import { TOUR_LINK } from '../site/tour-link';
import * as styles from './catalog-detail.css';
import { useWords } from '../site/words';
import { catalogWords } from './catalog-words';

/**
 * Get Started, Schedule Tour and a call button (spec section 2). Get Started opens /contact, whose
 * form asks what the visitor wants; Schedule Tour opens it with the tour chosen and the form in view.
 */
export function DetailActions({ callLabel }: { callLabel: (phone: string) => string }) {
  const { phone } = useSiteSettings();
  const w = useWords(catalogWords);
  // The header's words: the same Get Started.
  const site = useWords(siteWords);
  return (
    <div className={styles.actions}>
      <Link to="/contact" className={`${button({ tone: 'primary', size: 'md' })} ${styles.action}`}>
        {site.getStarted}
      </Link>
      <Link {...TOUR_LINK} className={`${button({ tone: 'outline', size: 'md' })} ${styles.action}`}>
        <CalendarDays size={22} aria-hidden="true" focusable="false" />
        {w.scheduleTour}
      </Link>
      <a href={telHref(phone)} className={`${button({ tone: 'accent', size: 'md' })} ${styles.action}`}>
        <Phone size={22} aria-hidden="true" focusable="false" />
        <span className={styles.nowrap}>{callLabel(phone)}</span>
      </a>
    </div>
  );
}
