import { useSiteSettings } from '../../site/settings-query';
import type { Inquiry } from './inquiries-api';
import { tourFacts } from './inquiry-format';
import * as styles from './inquiries.css';

/**
 * On a card, the tour time booked and what a family told about the tour they want; nothing when
 * there is neither. `withBooking` false leaves the time to the caller (Today says it its own way).
 */
export function InquiryTourFacts({ inquiry, withBooking = true }: { inquiry: Inquiry; withBooking?: boolean }) {
  const { timezone } = useSiteSettings();
  const facts = tourFacts(inquiry, timezone).filter(([term]) => withBooking || term !== 'Tour booked');
  if (facts.length === 0) return null;
  return (
    <dl className={styles.tourFacts} aria-label="Tour details">
      {facts.map(([term, value]) => (
        <div key={term} className={styles.tourFact}>
          <dt className={styles.tourTerm}>{term}</dt>
          <dd className={styles.tourValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
