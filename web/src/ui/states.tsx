import { button } from './button.css';
import * as styles from './states.css';

/** A loading message with a spinner, announced to screen readers. */
export const LoadingState = ({ label }: { label: string }) => (
  <div className={styles.state} role="status" aria-live="polite">
    <span className={styles.spinner} aria-hidden="true" />
    <span>{label}</span>
  </div>
);

/** A red message with 'Try Again', which reloads the page (spec section 8). */
export const ErrorState = ({ message, onRetry = () => window.location.reload() }: { message: string; onRetry?: () => void }) => (
  <div className={styles.state} role="alert">
    <p className={styles.error}>{message}</p>
    <button type="button" className={button({ tone: 'outline' })} onClick={onRetry}>
      Try Again
    </button>
  </div>
);

export const EmptyState = ({ message }: { message: string }) => (
  <div className={styles.state}>
    <p>{message}</p>
  </div>
);
