import { useBlocker } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import { button } from './button.css';
import * as styles from './dialog.css';

/**
 * "Discard your changes?" over whatever asked (a dialog, a page). Keep editing is the default:
 * it has the focus, and Escape chooses it too. A modal <dialog> of its own, so it sits above an
 * open dialog in the browser's top layer.
 */
export function DiscardConfirm({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    keepRef.current?.focus();
    return () => {
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      className={`${styles.dialog} ${styles.confirm}`}
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Escape is handled on the key itself: a dialog opened by a key press has no user
      // activation, and Chromium then closes it (and the dialog under it) without a cancel event.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onKeep();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onKeep();
      }}
    >
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          Discard your changes?
        </h2>
        <p id={textId} className={styles.confirmText}>
          What you changed here has not been saved. If you leave now, it will be lost.
        </p>
        <div className={styles.confirmActions}>
          <button type="button" className={button({ tone: 'outline' })} onClick={onDiscard}>
            Discard changes
          </button>
          <button ref={keepRef} type="button" className={button({ tone: 'primary' })} onClick={onKeep}>
            Keep editing
          </button>
        </div>
      </div>
    </dialog>
  );
}

/**
 * While `dirty`, leaving the page (a link, the browser's back button, a typed address) asks
 * first, and closing the tab gets the browser's own warning. Returns the question to render.
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: () => dirty, withResolver: true });
  return blocker.status === 'blocked' ? <DiscardConfirm onKeep={blocker.reset} onDiscard={blocker.proceed} /> : null;
}
