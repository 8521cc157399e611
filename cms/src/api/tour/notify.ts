import type { Core } from '@strapi/strapi';
import type { Settings, Tour } from '@afh/contract/records';
import { sendFailureReason } from '../../runtime/mail-failures';
import { mailOn, sendMail } from '../email-setting/mail';
import { mailHome } from '../inquiry/services/notify';
import { getService } from '../kit/services';
import { pushToAdmins, tourChangeAlert } from '../notification/alerts';
import { asHtml, composeFamilyEmail, tourTimeInWords, type FamilyNotice } from './family-email';

export { familyPath, tourTimeInWords } from './family-email';

/**
 * Writes to the family about their tour (booked, with the calendar file; cancelled), when the site
 * sends email. Never throws and never delays the answer: a failure is logged with the tour's id and
 * the transport's code only.
 */
export async function tellFamily(strapi: Core.Strapi, notice: FamilyNotice): Promise<void> {
  if (!notice.tour.email) return;
  try {
    if (!(await mailOn(strapi))) return;
    const message = composeFamilyEmail(notice);
    await sendMail(strapi, { to: notice.tour.email, ...message, html: asHtml(message.text) });
  } catch (error) {
    strapi.log.error(`Tour ${notice.tour.id}: the email to the family failed (${sendFailureReason(error)}).`);
  }
}

/**
 * Tells the owner that a family moved or cancelled their tour with its manage link (issue 45): an
 * entry in the activity log, a push to the admins' devices, and an email to the home when the site
 * sends email. The family's first name and the time only. Never throws into the family's answer.
 */
export async function tellOwner(strapi: Core.Strapi, change: { kind: 'moved' | 'cancelled'; tour: Pick<Tour, 'id' | 'start' | 'first_name' | 'last_name'>; settings: Settings }) {
  const when = tourTimeInWords(change.tour.start, change.settings.timezone);
  const name = change.tour.first_name || 'A family';
  const summary = change.kind === 'moved' ? `${name} moved their tour to ${when}` : `${name} cancelled their tour on ${when}`;
  try {
    await getService(strapi, 'api::activity.activity').record({
      actor: { kind: 'visitor', id: null, name: `${change.tour.first_name} ${change.tour.last_name}`.trim() || 'A family', email: '' },
      action: 'update',
      targetType: 'inquiry',
      targetId: change.tour.id,
      summary,
    });
    pushToAdmins(strapi, tourChangeAlert({ id: change.tour.id, firstName: change.tour.first_name, kind: change.kind }));
    await mailHome(strapi, { subject: `${summary}.`, text: `${summary}, with the link in their confirmation. The Tours screen has the details.` });
  } catch (error) {
    strapi.log.error(`Tour ${change.tour.id}: the owner could not be told of the family's change (${sendFailureReason(error)}).`);
  }
}
