import type { Core } from '@strapi/strapi';
import { getService } from '../kit/services';
import type { PushAlert } from './services/notification';

/** A first name as a lock screen shows it: one line, at most 40 characters, or "A family". */
const firstNameOf = (name: string) => name.replace(/\s+/g, ' ').trim().slice(0, 40) || 'A family';

/** A new request (issue 45): who and what kind, nothing of what they wrote. A tap opens it in the inbox. */
export const newRequestAlert = (request: { id: number; firstName: string; serviceType: string; tourSlot?: string | null }): PushAlert => {
  const name = firstNameOf(request.firstName);
  const title = request.tourSlot ? `New tour booked by ${name}` : request.serviceType === 'Schedule a Tour' ? `New tour request from ${name}` : `New message from ${name}`;
  return { title, body: 'Tap to open it in the inbox.', url: `/admin/inquiries?open=${request.id}`, tag: `inquiry-${request.id}` };
};

/** A family moved or cancelled their tour with its manage link. */
export const tourChangeAlert = (change: { id: number; firstName: string; kind: 'moved' | 'cancelled' }): PushAlert => ({
  title: `${firstNameOf(change.firstName)} ${change.kind === 'moved' ? 'moved' : 'cancelled'} their tour`,
  body: 'Tap to open the request.',
  url: `/admin/inquiries?open=${change.id}`,
  tag: `tour-${change.id}`,
});

/** At most one "email is failing" alert an hour from each instance: a broken setup fails every send. */
const EMAIL_FAILING_EVERY_MS = 60 * 60 * 1000;
let emailFailingAt = 0;

/**
 * The home's email for a new request failed (issue 45): the owner hears it on her phone, since the
 * email that would have told her did not go. Nothing of the request; the request itself is stored.
 */
export const pushEmailFailing = (strapi: Core.Strapi, now = Date.now()) => {
  if (now - emailFailingAt < EMAIL_FAILING_EVERY_MS) return;
  emailFailingAt = now;
  pushToAdmins(strapi, {
    title: 'The site could not send its email',
    body: 'New requests are still stored in the inbox. Tap to check Settings › Email.',
    url: '/admin/settings',
    tag: 'email-failing',
  });
};

/**
 * Pushes an alert to every admin's subscribed devices, without waiting: the caller's answer (a
 * family's request) never waits for a push service, and never fails with one.
 */
export const pushToAdmins = (strapi: Core.Strapi, alert: PushAlert) => {
  void getService(strapi, 'api::notification.notification').alertAdmins(alert);
};
