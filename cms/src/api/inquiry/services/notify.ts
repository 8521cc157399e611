import type { Core } from '@strapi/strapi';
import { sendFailureReason } from '../../../runtime/mail-failures';
import { mailSetup, sendMail, siteAddress } from '../../email-setting/mail';
import { pushEmailFailing } from '../../notification/alerts';
import { isLanguageCode } from '@afh/contract/languages';
import { prefersLanguage } from '@afh/contract/language-names';

/** What the notification tells the home about a new request. */
export type Notice = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  serviceType: string;
  message: string;
  careNeeds?: boolean;
  /** The language of the page it was sent from (issue 47): the email says "Prefers Spanish". */
  language?: string | null;
};

/** Said instead of the pre-screen's health answers (issue 46), which stay in the admin. */
export const CARE_NEEDS_NOTE = 'This request has answers about care needs: read them in the admin.';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The home's address: NOTIFY_EMAIL or the Email card's "new requests go to", else the email address in the site settings. */
export const homeRecipient = async (strapi: Core.Strapi, configured: string) => {
  if (configured) return configured;
  const settings = await strapi.documents('api::setting.setting').findFirst({ fields: ['email'] });
  return settings?.email?.trim() || undefined;
};

/**
 * Emails the home at its address for new requests, when the site sends email: 'off' when it does
 * not, 'no-address' when no address is known, else 'sent'. What sending throws is the caller's.
 */
export const mailHome = async (strapi: Core.Strapi, message: { subject: string; text: string }) => {
  const setup = await mailSetup(strapi);
  if (setup.source === 'off') return 'off';
  const to = await homeRecipient(strapi, setup.notifyEmail);
  if (!to) return 'no-address';
  await sendMail(strapi, { to, ...message });
  return 'sent';
};

/** Where the admin reads it: a full link when the site's address is known (mail.ts siteAddress), else the path on the site. */
export const composeNotice = (notice: Notice, siteUrl = '') => {
  const inbox = `${siteUrl.replace(/\/+$/, '')}/admin/inquiries`;
  const name = oneLine(`${notice.firstName} ${notice.lastName}`);
  const rows: Array<[string, string]> = [
    ['Name', name],
    ['Email', notice.email],
    ['Phone', notice.phone],
    ['Request', notice.serviceType],
  ];
  const note = notice.careNeeds ? ['', CARE_NEEDS_NOTE] : [];
  // Sent from a page in another language (issue 47): "Prefers Spanish", so the home answers in it.
  const prefers = isLanguageCode(notice.language) ? prefersLanguage(notice.language) : '';
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), ...(prefers ? [prefers] : []), ...note, '', notice.message, '', `Open the inbox: ${inbox}`].join('\n');
  // The provider would otherwise send the text as HTML too, and a visitor's words must not become markup.
  const html = [
    '<table>',
    ...rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    ...(prefers ? [`<p><strong>${prefers}</strong></p>`] : []),
    ...(notice.careNeeds ? [`<p>${CARE_NEEDS_NOTE}</p>`] : []),
    `<p style="white-space:pre-wrap">${escapeHtml(notice.message)}</p>`,
    siteUrl ? `<p><a href="${escapeHtml(inbox)}">Open the inbox</a></p>` : `<p>Open the inbox: ${inbox}</p>`,
  ].join('\n');
  return { subject: oneLine(`New ${notice.serviceType === 'Schedule a Tour' ? 'tour request' : 'inquiry'} from ${name}`), text, html, replyTo: notice.email };
};

/**
 * Emails the home about a new request. Never throws: a failure is logged with the request's id and
 * the transport's error code only, never the visitor's words or address.
 */
export async function notifyHome(strapi: Core.Strapi, notice: Notice): Promise<void> {
  try {
    const setup = await mailSetup(strapi);
    if (setup.source === 'off') return;
    const to = await homeRecipient(strapi, setup.notifyEmail);
    if (!to) {
      strapi.log.warn(`Inquiry ${notice.id}: no notification sent, as no address for new requests is set (Settings › Email, NOTIFY_EMAIL or the settings' Email Address).`);
      return;
    }
    await sendMail(strapi, { to, ...composeNotice(notice, await siteAddress(strapi)) });
  } catch (error) {
    const reason = sendFailureReason(error);
    strapi.log.error(`Inquiry ${notice.id}: the notification email failed (${reason}); the request is stored.`);
    pushEmailFailing(strapi);
  }
}
