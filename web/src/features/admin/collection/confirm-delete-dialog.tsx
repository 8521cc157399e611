import type { ReactNode } from 'react';
import { button } from '../../../ui/button.css';
import { Dialog } from '../../../ui/dialog';
import * as form from '../../../ui/form.css';
import { useTrashDays } from '../trash/trash-api';

export type DeleteQuestion = {
  /** 'Delete FAQ', 'Delete User': the dialog's title. */
  title: string;
  /** The spec's question, word for word ('Are you sure you want to delete this FAQ? This action cannot be undone.'). */
  question: ReactNode;
  /** Whether the item goes to Recently deleted (content) rather than for good (a user's account). */
  restorable: boolean;
  busy?: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/**
 * The question before a delete, in the app's own dialog rather than the browser's confirm(): it is
 * labelled by its title, keeps keyboard focus inside, and Cancel has the focus, so Enter does not
 * delete by accident. Under the spec's question it says how long the item can be restored, in the
 * server's number of days (TRASH_DAYS, read from trash/read.php: decision 0035); the sentence
 * waits for that number rather than guess it.
 */
export function ConfirmDeleteDialog({ title, question, restorable, busy = false, onClose, onConfirm }: DeleteQuestion) {
  const days = useTrashDays(restorable);
  return (
    <Dialog open title={title} onClose={onClose}>
      <p>{question}</p>
      {restorable && days !== undefined && <p>You can restore it from Recently deleted for {days === 1 ? '1 day' : `${days} days`}.</p>}
      <div className={form.actions}>
        <button type="button" className={button({ tone: 'outline' })} onClick={onClose} data-autofocus>
          Cancel
        </button>
        <button type="button" className={button({ tone: 'accent' })} onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </Dialog>
  );
}
