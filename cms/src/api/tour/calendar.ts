/**
 * A booked tour as an iCalendar file (RFC 5545) a phone's calendar adds: one event, in UTC, with
 * the home's name and address. Text values are escaped and long lines folded as the RFC says.
 */
export type CalendarEvent = { id: number; startsAt: Date; endsAt: Date; cancelled: boolean; businessName: string; address: string; phone: string; host: string };

const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Lines longer than 75 octets continue on the next line after a space (the RFC's folding). */
const fold = (line: string) => {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut--;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join('\r\n ');
};

export const tourCalendar = (event: CalendarEvent, stamp = new Date()) => {
  const home = event.businessName.trim() || 'the home';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Adult family home//Tours//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:tour-${event.id}@${event.host}`,
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
