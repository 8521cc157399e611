import type { Settings, Tour } from '@afh/contract/records';
import { pathIn } from '@afh/contract/site';
import { familyWords, mailLanguage } from './family-words';

/**
 * The emails to a family about their tour (notify.ts sends them): booked with the calendar file,
 * moved or cancelled by them, cancelled by the home, and the reminders, in the language of their
 * request where the site has it (issue 47). Pure: tests/family-emails.test.ts reads them as made.
 */

/** The time of a tour in words, in the home's time zone: "Thursday, December 3, 2026, 10:00 AM PST" (in Spanish with `es-US`). */
export const tourTimeInWords = (start: string, timezone: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { timeZone: timezone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(start));

type Family = Pick<Tour, 'id' | 'start' | 'email' | 'first_name'>;
/** Each notice says the language of the request (issue 47): its words are in it when the site has them (family-words.ts). */
export type FamilyNotice = { language?: string | null } & (
  | { kind: 'booked'; tour: Family; settings: Settings; calendar: string; calendarUrl: string; manageUrl?: string; sent?: string }
  | { kind: 'cancelled'; tour: Family; settings: Settings; calendar?: string }
  /** The family moved or cancelled it themselves, with their manage link (issue 45): confirmed, with the calendar file that updates theirs. */
  | { kind: 'moved'; tour: Family; settings: Settings; calendar: string }
  | { kind: 'cancelled by family'; tour: Family; settings: Settings; calendar: string }
  /** A day, then two hours, before the tour (issue 45), with the manage link when it is kept. */
  | { kind: 'reminder'; tour: Family; settings: Settings; manageUrl: string | null }
);

const calendarFile = (calendar: string, method: 'PUBLISH' | 'CANCEL') => [{ filename: 'tour.ics', content: calendar, contentType: `text/calendar; charset=utf-8; method=${method}` }];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The provider would send the text as HTML too: a family's name must not become markup. */
export const asHtml = (text: string) => `<p style="white-space:pre-wrap">${escapeHtml(text)}</p>`;

/** The email a notice makes: subject, text and any calendar file (exported for tests/family-emails.test.ts). */
export const composeFamilyEmail = (notice: FamilyNotice) => {
  const words = familyWords(notice.language);
  const home = notice.settings.business_name.trim() || words.ourHome;
  const when = tourTimeInWords(notice.tour.start, notice.settings.timezone, words.locale);
  const call = notice.settings.phone ? words.call(notice.settings.phone) : '';
  const hello = words.hello(notice.tour.first_name);
  if (notice.kind === 'booked') {
    // With a manage link the family changes or cancels it there; the phone stays for anything else.
    const change = notice.manageUrl ? words.change(notice.manageUrl) : call;
    return {
      subject: words.booked.subject(home, when),
      text: [
        hello,
        '',
        `${words.booked.body(home, when)}${change}`,
        notice.settings.address ? `\n${words.weAreAt(notice.settings.address)}` : '',
        '',
        words.booked.calendar(notice.calendarUrl),
        // The family's own copy of what they wrote (issue 45).
        ...(notice.sent ? ['', words.booked.wrote, notice.sent] : []),
      ].join('\n'),
      attachments: calendarFile(notice.calendar, 'PUBLISH'),
    };
  }
  if (notice.kind === 'reminder') {
    const change = notice.manageUrl ? words.change(notice.manageUrl).trim() : call.trim();
    return {
      subject: words.reminder.subject(home, when),
      text: [hello, '', words.reminder.body(home, when), notice.settings.address ? words.weAreAt(notice.settings.address) : '', '', change, '', words.reminder.closing]
        .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
        .join('\n'),
    };
  }
  if (notice.kind === 'moved') {
    return {
      subject: words.moved.subject(home, when),
      text: [hello, '', `${words.moved.body(home, when)}${call}`].join('\n'),
      attachments: calendarFile(notice.calendar, 'PUBLISH'),
    };
  }
  if (notice.kind === 'cancelled by family') {
    return {
      subject: words.cancelledByFamily.subject(home),
      text: [hello, '', `${words.cancelledByFamily.body(home, when)}${call}`].join('\n'),
      attachments: calendarFile(notice.calendar, 'CANCEL'),
    };
  }
  return {
    subject: words.cancelled.subject(home),
    text: [hello, '', `${words.cancelled.body(home, when)}${call || words.cancelled.contactUs}`].join('\n'),
    ...(notice.calendar ? { attachments: calendarFile(notice.calendar, 'CANCEL') } : {}),
  };
};

/** The path of a family's page in the language of their emails (issue 47): `/es/tour?token=…` for a request in Spanish. */
export const familyPath = (language: string | null | undefined, path: string) => pathIn(mailLanguage(language), path);

/** A booking as the family's reply names it (the contact form's answer and its plain post's redirect): its manage link in their language, as in their emails. */
export const familyBooking = <T extends { manage_url?: string }>(language: string | null | undefined, answer: T): T =>
  answer.manage_url ? { ...answer, manage_url: familyPath(language, answer.manage_url) } : answer;
