import { X } from 'lucide-react';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import toast from 'react-hot-toast';
import { wantToasts } from './toast-host';
import * as styles from './toast.css';

type Tone = 'success' | 'error';

/** A button beside the message that takes back what was just done ('Undo'). */
type Action = { label: string; onClick: () => void };

/**
 * The admin's notifications (spec sections 8 and 9): a title ('Success', 'Error' or another), the
 * message, and a close button labelled 'Close toast'. Errors also go to the console with details.
 */
/** Keeps a toast up for `lasting` ms of time neither hovered nor holding keyboard focus, then closes it. */
function useLasting(id: string, lasting: number | undefined) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const left = useRef(lasting ?? 0);
  useEffect(() => {
    if (lasting === undefined || hovered || focused) return;
    const started = Date.now();
    const timer = setTimeout(() => toast.dismiss(id), left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [id, lasting, hovered, focused]);
  return {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => setFocused(event.currentTarget.contains(event.relatedTarget)),
  };
}

type BoxProps = { id: string; tone: Tone; title: string; message: string; action?: Action; lasting?: number };

function ToastBox({ id, tone, title, message, action, lasting }: BoxProps) {
  const holds = useLasting(id, lasting);
  return (
    <div
      className={styles.toast[tone]}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      // Alt+T moves focus here (ui/toaster.tsx).
      tabIndex={-1}
      data-toast={id}
      {...holds}
    >
      <div className={styles.text}>
        <strong className={styles.title}>{title}</strong>
        <span>{message}</span>
      </div>
      {action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            toast.dismiss(id);
            action.onClick();
          }}
        >
          {action.label}
        </button>
      )}
      <button type="button" className={styles.close} aria-label="Close toast" onClick={() => toast.dismiss(id)}>
        <X size={18} aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * The admin's notifications (spec sections 8 and 9): a title ('Success', 'Error' or another), the
 * message, and a close button labelled 'Close toast'. Errors also go to the console with details.
 * A toast with `lasting` keeps its own time, which stands still while it is hovered or focused.
 */
const show = (tone: Tone, title: string, message: string, { action, lasting }: { action?: Action; lasting?: number } = {}) => {
  wantToasts();
  return toast.custom((t) => <ToastBox id={t.id} tone={tone} title={title} message={message} action={action} lasting={lasting} />, {
    duration: lasting !== undefined ? Infinity : tone === 'error' ? 6000 : 4000,
  });
};

/** The error toasts still on screen: a success after them makes them stale. */
const errorsShown = new Set<string>();

/** A success also takes away the errors shown before it: the next attempt worked, so they no longer hold. */
const dismissErrors = () => {
  for (const id of errorsShown) toast.dismiss(id);
  errorsShown.clear();
};

export const notifySuccess = (message: string) => {
  dismissErrors();
  return show('success', 'Success', message);
};

/** How long a deletion can be taken back from its toast (issue 17; the server keeps it longer). */
export const UNDO_MS = 10_000;

/**
 * A success that can be taken back: the toast has an Undo button (reached with Alt+T, then Tab)
 * and stays UNDO_MS, and as long as it is hovered or focused besides. Pressing it closes the toast
 * and calls `onUndo`.
 */
export const notifyUndoable = (message: string, onUndo: () => void) => {
  dismissErrors();
  return show('success', 'Success', message, { action: { label: 'Undo', onClick: onUndo }, lasting: UNDO_MS });
};

export const notifyError = (message: string, details?: unknown, title = 'Error') => {
  if (details !== undefined) console.error(message, details);
  const id = show('error', title, message);
  errorsShown.add(id);
  return id;
};
