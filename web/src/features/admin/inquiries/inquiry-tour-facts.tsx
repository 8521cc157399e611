import type { Inquiry } from './inquiries-api';
import { tourFacts } from './inquiry-format';
import * as styles from './inquiries.css';

/** On a card, what a family told about the tour they want; nothing when they told nothing. */
export function InquiryTourFacts({ inquiry }: { inquiry: Inquiry }) {
  const facts = tourFacts(inquiry);
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
