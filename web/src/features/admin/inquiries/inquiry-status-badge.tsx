import { INQUIRY_STATUS_WORDS } from '@afh/contract/inquiry-words';
import * as page from '../admin-page.css';
import type { Inquiry, InquiryStatus } from './inquiries-api';
import { stageWords } from './inquiry-format';

/** New stands out (it needs an answer); Moved in is the goal reached; the steps between, and Closed, are neutral. */
const TONE: Record<InquiryStatus, string> = {
  new: page.badgeBad,
  contacted: page.badgeNeutral,
  tour_booked: page.badgeNeutral,
  toured: page.badgeNeutral,
  moved_in: page.badgeGood,
  closed: page.badgeNeutral,
};

/** A request's one stage (issue 45), in the same words on every screen: "Tour booked", "Closed (No answer)". */
export const InquiryStatusBadge = ({ status, reason = '' }: { status: InquiryStatus; reason?: Inquiry['closed_reason'] }) => (
  <span className={TONE[status]}>{reason ? stageWords(status, reason) : INQUIRY_STATUS_WORDS[status]}</span>
);
