import { isControlCode } from '../../content/validation';

/**
 * A booked tour as an iCalendar file (RFC 5545) a phone's calendar adds: one event, in UTC, with
 * the home's name and address. Text values are escaped and long lines folded as the RFC says.
 */
export type CalendarEvent = {
  id: number;
  /** The booking's own UID (issue 45), unique in the world; null for bookings made before it (`tour-<id>@host`, as they were sent). */
  uid: string | null;
  /** How many times the family changed it: a calendar takes the highest as the event's latest version. */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  cancelled: boolean;
  businessName: string;
  address: string;
  phone: string;
  host: string;
};

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, every line break (CRLF,
 * a bare CR or LF) written as `\n`, and every other control character (tab included) made a space,
 * so nothing a setting holds can end the line and start a property of its own.
 */
const escapeText = (text: string) =>
  Array.from(text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n'), (char) => (isControlCode(char.charCodeAt(0)) ? ' ' : char)).join('');
const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * Lines longer than 75 octets continue on the next line after a space (the RFC's folding), cut
 * between characters, never inside one (a UTF-8 sequence or a surrogate pair stays whole).
 */
const fold = (line: string) => {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; a continuation 74 after its leading space.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
};

export const tourCalendar = (event: CalendarEvent, stamp = new Date()) => {
  const home = event.businessName.trim() || 'the home';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Adult family home//Tours//EN',
    'CALSCALE:GREGORIAN',
    // A cancellation is sent as one, so a calendar that has the event removes it.
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid ? `${event.uid}@${event.host}` : `tour-${event.id}@${event.host}`}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(stamp)}`,
    `DTSTART:${utc(event.startsAt)}`,
    `DTEND:${utc(event.endsAt)}`,
    `SUMMARY:${escapeText(`Tour of ${home}`)}`,
    ...(event.address.trim() ? [`LOCATION:${escapeText(event.address.trim())}`] : []),
    `DESCRIPTION:${escapeText(event.phone ? `Your tour of ${home}. To change it, call ${event.phone}.` : `Your tour of ${home}.`)}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
};
