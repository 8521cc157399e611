import { stringify } from 'csv-stringify/sync';
import type { Inquiry } from '@afh/contract/records';

/**
 * The inbox as CSV (GET /inquiries/export.php): UTF-8 with a byte order mark (so Excel reads the
 * accents of a name), a header row, one request per row; quoting by csv-stringify. A spreadsheet
 * runs a cell that starts with = + - @ (or a tab or carriage return) as a formula: such a cell is
 * written with a leading apostrophe, so a visitor's "=HYPERLINK(...)" stays text.
 */
const COLUMNS: Array<[string, (inquiry: Inquiry) => string]> = [
  ['Received', (inquiry) => inquiry.created_at],
  ['First name', (inquiry) => inquiry.first_name],
  ['Last name', (inquiry) => inquiry.last_name],
  ['Email', (inquiry) => inquiry.email],
  ['Phone', (inquiry) => inquiry.phone],
  ['Type of request', (inquiry) => inquiry.service_type],
  ['Status', (inquiry) => inquiry.status],
  ['Message', (inquiry) => inquiry.message],
  ['Notes', (inquiry) => inquiry.notes],
  ['Relationship', (inquiry) => inquiry.relationship],
  ['Move-in timeframe', (inquiry) => inquiry.move_in_timeframe],
  ['Payment source', (inquiry) => inquiry.payment_source],
  ['Preferred visit times', (inquiry) => inquiry.preferred_times.join('; ')],
];

const FORMULA_START = /^[=+\-@\t\r]/;
export const spreadsheetSafe = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

export const inquiriesCsv = (inquiries: Inquiry[]) =>
  `\uFEFF${stringify([COLUMNS.map(([title]) => title), ...inquiries.map((inquiry) => COLUMNS.map(([, value]) => spreadsheetSafe(value(inquiry))))], { record_delimiter: 'windows' })}`;
