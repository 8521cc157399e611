import { useState } from 'react';
import { button } from '../../../ui/button.css';
import { Dialog } from '../../../ui/dialog';
import * as form from '../../../ui/form.css';
import { notifyError, notifySuccess } from '../../../ui/toast';
import { failureText } from '../failure-text';
import { useTrashDays } from '../trash/trash-api';
import { madeThisHour, useCancelRecent, type Tour } from './tours-api';

const bookings = (count: number) => (count === 1 ? '1 booking' : `${count} bookings`);

/**
 * "Cancel all bookings made in this hour" (issue 41): a burst of bookings (a bot) released in one
 * action, after the app's own dialog says how many. The requests go to Recently deleted, so a real
 * family among them can be restored; nobody is emailed (a bot types other people's addresses).
 */
export function CancelRecent({ tours }: { tours: Tour[] }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelRecent();
  const days = useTrashDays(asking);
  const count = madeThisHour(tours).length;
  if (count === 0) return null;

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (answer) => {
        setAsking(false);
        notifySuccess(answer.message ?? 'Bookings cancelled.');
      },
      onError: (e) => notifyError(failureText('cancel the bookings', e, [409]), e),
    });

  return (
    <>
      <button type="button" className={button({ tone: 'accent' })} onClick={() => setAsking(true)}>
        Cancel all bookings made in this hour
      </button>
      {asking && (
        <Dialog open title="Cancel all bookings made in this hour?" onClose={() => setAsking(false)}>
          <p>
            {bookings(count)} made in the last hour will be cancelled and their times opened again for other families. The families are not emailed.
          </p>
          {days !== undefined && <p>You can restore the requests from Recently deleted for {days === 1 ? '1 day' : `${days} days`}.</p>}
          <div className={form.actions}>
            <button type="button" className={button({ tone: 'outline' })} onClick={() => setAsking(false)} data-autofocus>
              Keep them
            </button>
            <button type="button" className={button({ tone: 'accent' })} disabled={cancel.isPending} onClick={confirm}>
              {cancel.isPending ? 'Cancelling...' : `Cancel ${bookings(count)}`}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
