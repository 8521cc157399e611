import * as page from '../admin-page.css';
import type { InquiryStatus } from './inquiries-api';

/** New stands out (it needs an answer); closed is done; the steps between are neutral. */
const TONE: Record<InquiryStatus, string> = { new: page.badgeBad, contacted: page.badgeNeutral, scheduled: page.badgeNeutral, closed: page.badgeGood };

export const InquiryStatusBadge = ({ status }: { status: InquiryStatus }) => <span className={TONE[status]}>{status}</span>;
