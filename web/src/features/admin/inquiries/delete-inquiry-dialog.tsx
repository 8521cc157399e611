import { button } from '../../../ui/button.css';
import { Dialog } from '../../../ui/dialog';
import * as form from '../../../ui/form.css';
import type { Inquiry } from './inquiries-api';
import { fullName } from './inquiry-format';

/** Asks before a request is deleted; Cancel has the focus, so Enter does not delete by accident. */
export function DeleteInquiryDialog({ inquiry, busy, onClose, onConfirm }: { inquiry: Inquiry; busy: boolean; onClose: () => void; onConfirm: () => void }) {
  return (
    <Dialog open title="Delete Inquiry" onClose={onClose}>
      <p>
        Are you sure you want to delete the inquiry from <strong>{fullName(inquiry)}</strong>? You can still undo it for 10 seconds afterwards.
      </p>
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
