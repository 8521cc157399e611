import { INQUIRY_STATUSES, MOVE_IN_TIMEFRAMES, PAYMENT_SOURCES, type Inquiry } from './inquiries-api';
import { matchesSearch } from './inquiry-format';

/** Each filter's choices, 'all' first: the status, and the two tour details the inbox sorts by (issue 19). */
export const SHOW = ['all', ...INQUIRY_STATUSES] as const;
export const TIMEFRAMES = ['all', ...MOVE_IN_TIMEFRAMES] as const;
export const PAYMENTS = ['all', ...PAYMENT_SOURCES] as const;

export type InquiryFilters = {
  term: string;
  show: (typeof SHOW)[number];
  timeframe: (typeof TIMEFRAMES)[number];
  payment: (typeof PAYMENTS)[number];
};

export const NO_FILTERS: InquiryFilters = { term: '', show: 'all', timeframe: 'all', payment: 'all' };

export const isFiltered = (filters: InquiryFilters) => filters.term.trim() !== '' || filters.show !== 'all' || filters.timeframe !== 'all' || filters.payment !== 'all';

/** The inbox filters what it has loaded, as the status filter always did: instant, and one list for the optimistic edits. */
export const matchesFilters = (inquiry: Inquiry, { term, show, timeframe, payment }: InquiryFilters) =>
  (show === 'all' || inquiry.status === show) &&
  (timeframe === 'all' || inquiry.move_in_timeframe === timeframe) &&
  (payment === 'all' || inquiry.payment_source === payment) &&
  matchesSearch(inquiry, term.trim());

/** The export's parameters: the tour filters that are on (the server applies those itself). */
export const exportFilters = ({ timeframe, payment }: InquiryFilters) => ({
  move_in_timeframe: timeframe === 'all' ? undefined : timeframe,
  payment_source: payment === 'all' ? undefined : payment,
});
