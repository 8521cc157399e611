import type { ItemStatus } from '../../../lib/types';
import * as page from '../admin-page.css';

/** Active shows green (on the public site), inactive red (kept, but hidden). */
export const StatusBadge = ({ status }: { status: ItemStatus }) => <span className={status === 'active' ? page.badgeGood : page.badgeBad}>{status}</span>;
