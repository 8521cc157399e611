import { X } from 'lucide-react';
import toast from 'react-hot-toast';
import { wantToasts } from './toast-host';
import * as styles from './toast.css';

type Tone = 'success' | 'error';

/**
 * The admin's notifications (spec sections 8 and 9): a title ('Success', 'Error' or another), the
 * message, and a close button labelled 'Close toast'. Errors also go to the console with details.
 */
const show = (tone: Tone, title: string, message: string) => {
  wantToasts();
  return toast.custom(
    (t) => (
      <div
        className={styles.toast[tone]}
        role={tone === 'error' ? 'alert' : 'status'}
        aria-live={tone === 'error' ? 'assertive' : 'polite'}
        // Alt+T moves focus here (ui/toaster.tsx).
        tabIndex={-1}
        data-toast={t.id}
      >
        <div className={styles.text}>
          <strong className={styles.title}>{title}</strong>
          <span>{message}</span>
        </div>
        <button type="button" className={styles.close} aria-label="Close toast" onClick={() => toast.dismiss(t.id)}>
          <X size={18} aria-hidden="true" />
        </button>
      </div>
    ),
    { duration: tone === 'error' ? 6000 : 4000 },
  );
};

/** The error toasts still on screen: a success after them makes them stale. */
const errorsShown = new Set<string>();

/** A success also takes away the errors shown before it: the next attempt worked, so they no longer hold. */
export const notifySuccess = (message: string) => {
  for (const id of errorsShown) toast.dismiss(id);
  errorsShown.clear();
  return show('success', 'Success', message);
};

export const notifyError = (message: string, details?: unknown, title = 'Error') => {
  if (details !== undefined) console.error(message, details);
  const id = show('error', title, message);
  errorsShown.add(id);
  return id;
};
