/** Dates and months as the site and the admin show them (spec section 9); see format.ts. */

// Made on first use, not when the module loads: the first Intl formatter a page creates loads the
// browser's locale data, tens of milliseconds on a phone, and only the admin shows dates.
let dateFormat: Intl.DateTimeFormat | undefined;

/** 'Jan 5, 2025' (dates use en-US). */
export const formatDate = (value: string | number | Date): string => {
  dateFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  return dateFormat.format(new Date(value));
};

/** 'Just now', 'N minutes ago', 'N hours ago', 'N days ago', then a date (spec section 9). */
export const formatRelativeTime = (value: string | number | Date, now: Date = new Date()): string => {
  const seconds = Math.floor((now.getTime() - new Date(value).getTime()) / 1000);
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  if (days < 30) return `${days} day${days === 1 ? '' : 's'} ago`;
  return formatDate(value);
};

/**
 * A moment as an owner says it: 'today at 3:00 AM', 'yesterday at 3:00 AM', 'tomorrow at 3:00 AM',
 * else 'Nov 20 at 3:00 AM' (with the year when it is not this year). Local time, en-US.
 */
export const formatDayAndTime = (value: string | number | Date, now: Date = new Date()): string => {
  const date = new Date(value);
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  const dayNumber = (moment: Date) => Math.round(new Date(moment.getFullYear(), moment.getMonth(), moment.getDate()).getTime() / 86_400_000);
  const days = dayNumber(date) - dayNumber(now);
  const day =
    days === 0
      ? 'today'
      : days === -1
        ? 'yesterday'
        : days === 1
          ? 'tomorrow'
          : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }) });
  return `${day} at ${time}`;
};

const MONTH_OF_YEAR = /^(\d{4})-(\d{2})$/;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "2026-03" as "March 2026" (when a family said their words). A month has no time zone, so it reads the same
 * on the server and in every browser; and no Intl formatter is made for it on a public page (see above).
 */
export const formatMonth = (value: string, months: readonly string[] = MONTHS, monthYear = (month: string, year: string) => `${month} ${year}`): string => {
  const match = MONTH_OF_YEAR.exec(value);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  return match && month ? monthYear(month, match[1]) : value;
};

/**
 * "2025-03-04" as "March 4, 2025" (the day of an inspection, issue 46): a calendar day, read the
 * same on the server and in every browser, with no Intl formatter on a public page.
 */
export const formatDay = (value: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : value;
};
