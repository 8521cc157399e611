import { INQUIRY_STATUSES, type InquiryStatus } from '@afh/contract/inquiry-words';

/**
 * A request's one stage as stored (issue 45). A stage written before it that the migration did not
 * meet (a backup of an older site restored) reads as the nearest one: `scheduled` was Tour booked.
 */
export const stageOf = (stored: string | null | undefined): InquiryStatus =>
  INQUIRY_STATUSES.find((stage) => stage === stored) ?? (stored === 'scheduled' ? 'tour_booked' : 'new');
