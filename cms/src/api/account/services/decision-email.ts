import type { Core } from '@strapi/strapi';
import { sendFailureReason } from '../../../runtime/mail-failures';
import { mailOn, sendMail, siteAddress } from '../../email-setting/mail';

export type Decision = 'approved' | 'disapproved';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const formatPhone = (digits: string) => (/^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits);

/**
 * The email that tells a person an administrator decided on their account (the register page
 * promises it): approved, with where to sign in; declined, with how to reach the home.
 */
export const composeDecisionEmail = (decision: Decision, person: { name: string }, home: { name: string; phone: string; email: string }, siteUrl: string) => {
  const name = oneLine(person.name);
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const signIn = siteUrl ? `${siteUrl.replace(/\/+$/, '')}/login` : '';
  const contact = [home.phone && formatPhone(home.phone), home.email].filter(Boolean).join(' or ');
  const lines =
    decision === 'approved'
      ? [greeting, '', `An administrator of ${home.name} has approved your account.`, signIn ? `You can sign in here: ${signIn}` : 'You can now sign in on our website.']
      : [
          greeting,
          '',
          `An administrator of ${home.name} has not approved your account request.`,
          contact ? `If you think this is a mistake, please call or write to us: ${contact}.` : 'If you think this is a mistake, please contact us.',
        ];
  const text = lines.join('\n');
  const html = lines
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
  const subject = decision === 'approved' ? `Your account with ${home.name} is approved` : `Your account request with ${home.name}`;
  return { subject: oneLine(subject), text, html };
};

/**
 * Tells the person, when the site sends email. Never throws and never delays the admin's answer:
 * a failure is logged with the user's id and the transport's error code only.
 */
export function tellDecision(strapi: Core.Strapi, person: { id: number; name: string | null; email: string }, decision: Decision): void {
  void (async () => {
    if (!(await mailOn(strapi))) return;
    const settings = await strapi.documents('api::setting.setting').findFirst({ fields: ['businessName', 'phone', 'email'] });
    const home = { name: settings?.businessName?.trim() || 'our home', phone: settings?.phone ?? '', email: settings?.email ?? '' };
    await sendMail(strapi, { to: person.email, ...composeDecisionEmail(decision, { name: person.name ?? '' }, home, await siteAddress(strapi)) });
    strapi.log.info(`Account ${person.id}: the person was told by email that it is ${decision}.`);
  })().catch((error: unknown) => {
    const reason = sendFailureReason(error);
    strapi.log.error(`Account ${person.id}: the ${decision} email failed (${reason}).`);
  });
}
