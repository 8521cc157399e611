import type { ActivityTarget } from '../../../lib/types';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { RecentActivity } from './recent-activity';

/** The end of a record's read-only dialog (an FAQ, a service, a user): its recent history, then Close, which has the focus. */
export function DetailsFooter({ type, id, onClose }: { type: ActivityTarget; id: number; onClose: () => void }) {
  return (
    <>
      <RecentActivity type={type} id={id} />
      <div className={form.actions}>
        <button type="button" className={button({ tone: 'primary' })} onClick={onClose} data-autofocus>
          Close
        </button>
      </div>
    </>
  );
}
