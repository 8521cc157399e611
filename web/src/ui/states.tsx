import { button } from './button.css';
import * as styles from './states.css';

/** A loading message with a spinner, announced to screen readers. */
export const LoadingState = ({ label }: { label: string }) => (
  <div className={styles.state} role="status" aria-live="polite">
    <span className={styles.spinner} aria-hidden="true" />
    <span>{label}</span>
  </div>
);

/** A red message with 'Try Again' (or `retry`, in the page's language), which reloads the page (spec section 8). */
export const ErrorState = ({ message, onRetry = () => window.location.reload(), retry = 'Try Again' }: { message: string; onRetry?: () => void; retry?: string }) => (
  <div className={styles.state} role="alert">
    <p className={styles.error}>{message}</p>
    <button type="button" className={button({ tone: 'outline' })} onClick={onRetry}>
      {retry}
    </button>
  </div>
);

export const EmptyState = ({ message }: { message: string }) => (
  <div className={styles.state}>
    <p>{message}</p>
  </div>
);
