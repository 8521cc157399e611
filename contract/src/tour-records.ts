import type { InquiryStatus, TourStatus } from './rules';

/** The tour records (issue 33), answered by the tours calls and contact/submit.php; re-exported by records.ts. */

/** One open tour time: ISO 8601 instants with the home's offset (GET /tours/slots.php). */
export type TourSlot = { start: string; end: string };
export type TourSlotsReply = { success: true; timezone: string; records: TourSlot[] };
/** What contact/submit.php adds for a booked time: the calendar file is at `ics_url` (an unguessable link). */
export type BookedTour = TourSlot & {
  ics_url: string;
  /** The family's own page for this tour (issue 45): `/tour?token=…`, to change or cancel it until it ends. */
  manage_url?: string;
};
/** What a tour's manage link shows (GET /tours/manage.php): its time and whether it still stands. */
export type ManagedTour = TourSlot & { status: TourStatus };
/** A booked tour as the admin's Tours screen lists it (GET /tours/read.php), with the family's details. */
export type Tour = TourSlot & {
  id: number;
  status: TourStatus;
  /** The stage of the request the tour belongs to (issue 45), as everywhere else. */
  stage: InquiryStatus;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  relationship: string;
  message: string;
  created_at: string;
};
