import { X } from 'lucide-react';
import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { button } from './button.css';
import * as styles from './dialog.css';
import { DiscardConfirm, useLeaveGuard } from './discard-guard';
import { setToastHost } from './toast-host';

/** How a form's Cancel button closes the dialog it is in: through the same question as Escape. */
const CloseContext = createContext<() => void>(() => {});
export const useDialogClose = () => useContext(CloseContext);

/**
 * A modal built on the platform's <dialog>: showModal() makes the page behind it inert and closes on
 * Escape; focus goes to the first field and returns to whatever opened it. With `dirty` (a form
 * with unsaved changes), closing it (Escape, the close button, Cancel, a click on the backdrop) or
 * leaving the page first asks "Discard your changes?", Keep editing being the default.
 */
export function Dialog({
  open,
  title,
  onClose,
  dirty = false,
  variant = 'modal',
  closeLabel = 'Close',
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  dirty?: boolean;
  /** 'drawer': a full-height panel from the left edge (the admin menu on phones). */
  variant?: 'modal' | 'drawer';
  /** The close button's name, in the page's language (issue 47: the public photo viewer). */
  closeLabel?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const pressedOnBackdrop = useRef(false);
  const leaving = useLeaveGuard(open && dirty);
  const requestClose = () => (dirty ? setAsking(true) : onClose());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement as HTMLElement | null;
    // A dialog opened from within another (the Gallery picker in a form) gives the toasts back to it.
    const outer = dialog.parentElement?.closest<HTMLElement>('dialog[open]') ?? null;
    dialog.showModal();
    setToastHost(dialog);
    dialog.querySelector<HTMLElement>('input:not([readonly]), select, textarea, [data-autofocus]')?.focus();
    return () => {
      setToastHost(outer);
      dialog.close();
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={variant === 'drawer' ? `${styles.dialog} ${styles.drawer}` : styles.dialog}
      aria-labelledby={titleId}
      // Escape: let React state close it, so the form resets through onClose. Taken on the key
      // itself (see DiscardConfirm); the cancel event still covers other close requests.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        requestClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      // A click on the backdrop lands on the <dialog> itself (its content fills the box). Only a
      // press that also started there counts: a text selection dragged out of a field does not close it.
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) requestClose();
        pressedOnBackdrop.current = false;
      }}
    >
      {open && (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={requestClose} aria-label={closeLabel}>
              <X aria-hidden="true" />
            </button>
          </div>
          <div className={styles.body}>
            <CloseContext.Provider value={requestClose}>{children}</CloseContext.Provider>
          </div>
          {asking && (
            <DiscardConfirm
              onKeep={() => setAsking(false)}
              onDiscard={() => {
                setAsking(false);
                onClose();
              }}
            />
          )}
          {leaving}
        </>
      )}
    </dialog>
  );
}

/** A form's Cancel button: closes its dialog through the same question as Escape when there are unsaved changes. */
export function DialogCancel() {
  const close = useDialogClose();
  return (
    <button type="button" className={button({ tone: 'outline' })} onClick={close}>
      Cancel
    </button>
  );
}

/** Whether a form's values differ from those it opened with (plain data: texts, lists, flags). */
export function isChanged<T>(start: T, now: T) {
  return JSON.stringify(start) !== JSON.stringify(now);
}
