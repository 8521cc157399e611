import { stringify } from 'csv-stringify/sync';
import type { Inquiry } from '@afh/contract/records';
import { DEFAULT_TIMEZONE } from '@afh/contract/rules';
import { CARE_NEED_LABELS, HEALTH_ANSWERS } from '@afh/contract/care-needs';
import { CLOSED_REASON_WORDS, INQUIRY_STATUS_WORDS } from '@afh/contract/inquiry-words';
import { isLanguageCode } from '@afh/contract/languages';
import { LANGUAGES } from '@afh/contract/language-names';

/** '2026-11-22 04:15 PST': a time as the home's clock showed it, with the zone, sortable as text. */
const receivedIn = (timeZone: string) => {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' });
  return (value: string) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${parts.timeZoneName}`;
  };
};

/**
 * The inbox as CSV (GET /inquiries/export.php): UTF-8 with a byte order mark (so Excel reads the
 * accents of a name), a header row, one request per row; quoting by csv-stringify, of every cell
 * that holds a CR or LF too (with Windows record endings it would otherwise quote only CRLF, and a
 * two-line message would split its row: issue 41). A spreadsheet
 * runs a cell that starts with = + - @ (or a tab or carriage return) as a formula: such a cell is
 * written with a leading apostrophe, so a visitor's "=HYPERLINK(...)" stays text. Times are the
 * home's clock, statuses are words (issue 32): the owner reads the file, not a program.
 */
const columns = (timeZone: string): Array<[string, (inquiry: Inquiry) => string]> => {
  const received = receivedIn(timeZone);
  return [
    ['Received', (inquiry) => received(inquiry.created_at)],
    ['First name', (inquiry) => inquiry.first_name],
    ['Last name', (inquiry) => inquiry.last_name],
    ['Email', (inquiry) => inquiry.email],
    ['Phone', (inquiry) => inquiry.phone],
    ['Type of request', (inquiry) => inquiry.service_type],
    // The stage, with why it was closed (issue 45): "Closed (Chose another home)".
    ['Status', (inquiry) => `${INQUIRY_STATUS_WORDS[inquiry.status]}${inquiry.closed_reason ? ` (${CLOSED_REASON_WORDS[inquiry.closed_reason]})` : ''}`],
    ['Message', (inquiry) => inquiry.message],
    ['Notes', (inquiry) => inquiry.notes],
    ['Relationship', (inquiry) => inquiry.relationship],
    ['Move-in timeframe', (inquiry) => inquiry.move_in_timeframe],
    ['Payment source', (inquiry) => inquiry.payment_source],
    ['Preferred visit times', (inquiry) => inquiry.preferred_times.join('; ')],
    // The time booked, on the home's clock, and how it stands (issue 45).
    ['Tour booked', (inquiry) => (inquiry.tour ? `${received(inquiry.tour.start)} (${inquiry.tour.status})` : '')],
    // How the family heard of the home (issue 45), last: the columns before it keep their places.
    ['Heard about us', (inquiry) => inquiry.heard_from],
    // The tour's pre-screen (issue 46), after it for the same reason; the way to pay is Payment source.
    ...HEALTH_ANSWERS.map((name): [string, (inquiry: Inquiry) => string] => [CARE_NEED_LABELS[name], (inquiry) => inquiry.care_needs[name]]),
    ['Health data consent', (inquiry) => (inquiry.health_data_consent ? received(inquiry.health_data_consent.at) : '')],
    // The language the request was sent in (issue 47), by its English name; last, for the same reason.
    ['Language', (inquiry) => (isLanguageCode(inquiry.language) ? LANGUAGES[inquiry.language].name : 'English')],
  ];
};

const FORMULA_START = /^[=+\-@\t\r]/;
/** A line break followed by a formula character: the start of a line a row-splitting reader takes for a cell of its own. */
const LINE_FORMULA_START = /([\r\n])(?=[=+\-@\t])/g;
/**
 * The cell as a whole gets the apostrophe (what a spreadsheet evaluates, OWASP's CSV injection
 * advice), and so does every line in it (issue 41): a reader that splits rows at each line break
 * (a naive import, a grep, an older spreadsheet) never meets a line that starts a formula.
 */
export const spreadsheetSafe = (cell: string) => {
  const lines = cell.replace(LINE_FORMULA_START, "$1'");
  return FORMULA_START.test(lines) ? `'${lines}` : lines;
};

/** The rows, with the times of receipt in the home's time zone (an IANA name) and the statuses in words. */
export const inquiriesCsv = (inquiries: Inquiry[], timeZone: string = DEFAULT_TIMEZONE) => {
  const COLUMNS = columns(timeZone);
  return `\uFEFF${stringify([COLUMNS.map(([title]) => title), ...inquiries.map((inquiry) => COLUMNS.map(([, value]) => spreadsheetSafe(value(inquiry))))], { record_delimiter: 'windows', quote_record_delimiter: true })}`;
};
