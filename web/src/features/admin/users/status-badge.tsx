import type { UserStatus } from '../../../lib/types';
import * as page from '../admin-page.css';

/** Approved shows green, anything else red (spec section 4, User status). */
export const StatusBadge = ({ status }: { status: UserStatus }) => <span className={status === 'approved' ? page.badgeGood : page.badgeBad}>{status}</span>;
