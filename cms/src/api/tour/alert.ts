import type { Core } from '@strapi/strapi';
import { sendFailureReason } from '../../runtime/mail-failures';
import { mailHome } from '../inquiry/services/notify';
import { getService } from '../kit/services';
import { pushToAdmins } from '../notification/alerts';

/**
 * What the owner is alerted to (issue 41). One function, so every channel (the activity log, email,
 * and since issue 45 a push to the admins' devices) reaches every alert.
 */
export type OwnerAlert = { kind: 'bookings-day-full'; cap: number; since: Date };

const ACTIVITY = 'api::activity.activity';
const SYSTEM = { kind: 'system' as const, id: null, name: 'System', email: '' };

const wordsOf = (alert: OwnerAlert) => ({
  subject: 'Online tour booking is closed for today',
  text: [
    `The site took ${alert.cap} tour bookings today (TOUR_BOOKINGS_PER_DAY), so families are now offered preferred times instead.`,
    'If the bookings look like a bot, open the Tours screen and press "Cancel all bookings made in this hour": the times are freed, and the cancelled bookings can be restored for 30 days.',
  ].join('\n\n'),
});

/**
 * Alerts the owner once a day per kind: an entry in the activity log (the database says whether
 * one was written since `since`, whichever instance wrote it), a push to the admins' devices, and
 * an email to the home's address when the site sends email. Never throws into the caller's answer.
 */
export async function alertOwner(strapi: Core.Strapi, alert: OwnerAlert): Promise<void> {
  const { subject, text } = wordsOf(alert);
  const already = Number(await strapi.db.query(ACTIVITY).count({ where: { action: 'alert', summary: { $startsWith: subject }, createdAt: { $gte: alert.since } } }));
  if (already > 0) return;
  await getService(strapi, 'api::activity.activity').record({ actor: SYSTEM, action: 'alert', targetType: 'inquiry', targetId: null, summary: `${subject}: ${alert.cap} bookings reached.` });
  pushToAdmins(strapi, { title: subject, body: 'Tap to see the tours.', url: '/admin/tours', tag: alert.kind });
  try {
    await mailHome(strapi, { subject, text });
  } catch (error) {
    strapi.log.error(`The owner's alert (${alert.kind}) could not be emailed (${sendFailureReason(error)}).`);
  }
}
