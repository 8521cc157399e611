import type { Core } from '@strapi/strapi';
import type { Settings, Tour } from '@afh/contract/records';
import { sendFailureReason } from '../../runtime/mail-failures';
import { mailOn, sendMail } from '../email-setting/mail';

/** The time of a tour in words, in the home's time zone: "Thursday, December 3, 2026, 10:00 AM PST". */
export const tourTimeInWords = (start: string, timezone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: timezone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(start));

type FamilyNotice =
  | { kind: 'booked'; tour: Pick<Tour, 'id' | 'start' | 'email' | 'first_name'>; settings: Settings; calendar: string; calendarUrl: string }
  | { kind: 'cancelled'; tour: Pick<Tour, 'id' | 'start' | 'email' | 'first_name'>; settings: Settings };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The provider would send the text as HTML too: a family's name must not become markup. */
const asHtml = (text: string) => `<p style="white-space:pre-wrap">${escapeHtml(text)}</p>`;

const compose = (notice: FamilyNotice) => {
  const home = notice.settings.business_name.trim() || 'our home';
  const when = tourTimeInWords(notice.tour.start, notice.settings.timezone);
  const call = notice.settings.phone ? ` If you need to change it, please call us at ${notice.settings.phone}.` : '';
  if (notice.kind === 'booked') {
    return {
      subject: `Your tour of ${home}: ${when}`,
      text: [`Hello ${notice.tour.first_name},`, '', `Your tour of ${home} is booked for ${when}.${call}`, notice.settings.address ? `\nWe are at ${notice.settings.address}.` : '', '', `Add it to your calendar: ${notice.calendarUrl}`].join('\n'),
      attachments: [{ filename: 'tour.ics', content: notice.calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
    };
  }
  return {
    subject: `Your tour of ${home} is cancelled`,
    text: [`Hello ${notice.tour.first_name},`, '', `We are sorry: your tour of ${home} on ${when} is cancelled.${call || ' Please contact us to choose another time.'}`].join('\n'),
  };
};

/**
 * Writes to the family about their tour (booked, with the calendar file; cancelled), when the site
 * sends email. Never throws and never delays the answer: a failure is logged with the tour's id and
 * the transport's code only.
 */
export async function tellFamily(strapi: Core.Strapi, notice: FamilyNotice): Promise<void> {
  if (!notice.tour.email) return;
  try {
    if (!(await mailOn(strapi))) return;
    const message = compose(notice);
    await sendMail(strapi, { to: notice.tour.email, ...message, html: asHtml(message.text) });
  } catch (error) {
    strapi.log.error(`Tour ${notice.tour.id}: the email to the family failed (${sendFailureReason(error)}).`);
  }
}
