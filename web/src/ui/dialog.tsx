import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import * as styles from './dialog.css';
import { setToastHost } from './toast-host';

/**
 * A modal built on the platform's <dialog>: showModal() makes the page behind it inert and closes on
 * Escape; focus goes to the first field and returns to whatever opened it.
 */
export function Dialog({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    setToastHost(dialog);
    dialog.querySelector<HTMLElement>('input:not([readonly]), select, textarea, [data-autofocus]')?.focus();
    return () => {
      setToastHost(null);
      dialog.close();
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React state close it, so the form resets through onClose.
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
              <X aria-hidden="true" />
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      )}
    </dialog>
  );
}
