import { createHash, createPublicKey } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import webpush, { WebPushError } from 'web-push';
import { badRequest, HttpError, MESSAGES } from '../../../content/http';
import { parseBody } from '../../../content/validation';
import { isUniqueViolation } from '../../../runtime/unique-violation';
import { siteAddress } from '../../email-setting/mail';
import { sessions } from '../../session/services/session';
import { checkEndpoint, pushAgent } from '../endpoint-rule';

const UID = 'api::notification.push-subscription';

/**
 * What an alert says on the owner's lock screen (issue 45): the family's first name and the kind
 * of request at most, never their message, last name, email or phone; `url` is the admin page a tap
 * opens, `tag` lets a later alert of the same kind replace an unread one.
 */
export type PushAlert = { title: string; body: string; url: string; tag: string };

type Subscription = { id: number; endpoint: string; p256dh: string; auth: string; userId: number };
type Outcome = { id: number; result: 'sent' } | { id: number; result: 'gone' } | { id: number; result: 'failed'; reason: string };

/** Whether a device key is a point of P-256 (the request's rule checks its form; this, the curve): no alert could be encrypted for another. */
const onCurve = (p256dh: string) => {
  const point = Buffer.from(p256dh.replace(/=+$/, ''), 'base64url');
  try {
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
};

const hashOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

/** A day: an alert not delivered by then is about something the owner has since seen in the admin. */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer in this time is counted as failed; the next alert tries again. */
const SEND_TIMEOUT_MS = 10_000;

export const NO_KEYS =
  'Alerts on devices are not set up on this server: its VAPID_KEYS secret is missing. Whoever runs the server can add it (npm start makes one on its first start); until then, new requests show in the admin and, when email works, by email.';

/** The server's VAPID key pair, "public.private" in VAPID_KEYS (scripts/lib/secrets.mjs makes it), or null. */
export const vapidKeys = (env: NodeJS.ProcessEnv = process.env) => {
  const [publicKey, privateKey, extra] = (env.VAPID_KEYS ?? '').trim().split('.');
  if (!publicKey || !privateKey || extra !== undefined) return null;
  return { publicKey, privateKey };
};

/** A push service's refusal in plain words (the admin reads it after "Send a test alert"). */
const failureWords = (error: unknown) => {
  if (error instanceof HttpError) return `this device's alert address is no longer allowed (${error.message.replace(/^[^:]*: /, '').replace(/\.$/, '')})`;
  if (error instanceof WebPushError) return `the push service answered ${error.statusCode}`;
  const code = (error as { code?: unknown })?.code;
  if (code === 'EOUTBOUND') return 'the push service is at an address this server does not connect to';
  return 'the push service could not be reached from this server';
};

const notificationService = ({ strapi }: { strapi: Core.Strapi }) => {
  const store = () => strapi.db.query(UID);

  /**
   * The address the push services may write to about these alerts: the site's https address, else
   * the home's email (a push service refuses a key without either).
   */
  const subject = async () => {
    const site = await siteAddress(strapi).catch(() => '');
    if (/^https:\/\//i.test(site) && !/^https:\/\/localhost([:/]|$)/i.test(site)) return site;
    const settings = await strapi.documents('api::setting.setting').findFirst({ fields: ['email'] });
    const email = settings?.email?.trim();
    return `mailto:${email && !/[\s<>]/.test(email) ? email : 'alerts@example.com'}`;
  };

  /** One push, encrypted for the device (aes128gcm) and signed with the server's VAPID key. */
  const sendOne = async (subscription: Subscription, alert: PushAlert, keys: { publicKey: string; privateKey: string }, from: string): Promise<Outcome> => {
    try {
      const url = checkEndpoint(subscription.endpoint);
      await webpush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(alert), {
        vapidDetails: { subject: from, ...keys },
        TTL: TTL_SECONDS,
        urgency: 'high',
        timeout: SEND_TIMEOUT_MS,
        agent: pushAgent(url),
      });
      await store().update({ where: { id: subscription.id }, data: { lastSentAt: new Date() } });
      return { id: subscription.id, result: 'sent' };
    } catch (error) {
      // The push service no longer knows the device (it unsubscribed, or the browser's data was cleared): dropped.
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await store().delete({ where: { id: subscription.id } });
        strapi.log.info(`Push subscription ${subscription.id} is gone (${error.statusCode}): dropped.`);
        return { id: subscription.id, result: 'gone' };
      }
      // The endpoint is a capability: the log names the subscription, never its address.
      strapi.log.warn(`Push subscription ${subscription.id}: the alert was not taken (${error instanceof WebPushError ? error.statusCode : ((error as { code?: string })?.code ?? (error as Error)?.name)}).`);
      return { id: subscription.id, result: 'failed', reason: failureWords(error) };
    }
  };

  const sendAll = async (subscriptions: Subscription[], alert: PushAlert) => {
    const keys = vapidKeys();
    if (!keys) throw new HttpError(503, NO_KEYS);
    const from = await subject();
    return Promise.all(subscriptions.map((subscription) => sendOne(subscription, alert, keys, from)));
  };

  const signedIn = async (ctx: Context) => {
    const user = await sessions(strapi).currentUser(ctx);
    if (!user) throw new HttpError(401, 'Please sign in.');
    return user;
  };

  return {
    publicKey() {
      const keys = vapidKeys();
      if (!keys) throw new HttpError(503, NO_KEYS);
      return keys.publicKey;
    },

    /** This device, for the signed-in admin: a second subscribe of the same address replaces its keys. */
    async subscribe(ctx: Context, body: unknown) {
      const input = parseBody('notifications/subscribe', body);
      checkEndpoint(input.endpoint);
      if (!onCurve(input.keys.p256dh)) throw badRequest(MESSAGES.pushKeysInvalid, 'keys');
      const user = await signedIn(ctx);
      const endpointHash = hashOf(input.endpoint);
      const data = { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, userId: user.id };
      const existing = (await store().findOne({ where: { endpointHash }, select: ['id'] })) as { id: number } | null;
      if (existing) return void (await store().update({ where: { id: existing.id }, data }));
      try {
        await store().create({ data: { ...data, endpointHash } });
      } catch (error) {
        // The same device subscribed twice at once: the other request stored it.
        if (!isUniqueViolation(error)) throw error;
        await store().update({ where: { endpointHash }, data });
      }
    },

    async unsubscribe(body: unknown) {
      const input = parseBody('notifications/unsubscribe', body);
      await store().delete({ where: { endpointHash: hashOf(input.endpoint) } });
    },

    /** A test alert to this device, or to every device of the signed-in admin: what each push service answered. */
    async test(ctx: Context, body: unknown) {
      const input = parseBody('notifications/test', body ?? {});
      const user = await signedIn(ctx);
      const where = input.endpoint ? { endpointHash: hashOf(input.endpoint), userId: user.id } : { userId: user.id };
      const subscriptions = (await store().findMany({ where })) as Subscription[];
      if (subscriptions.length === 0) {
        throw new HttpError(400, input.endpoint ? 'This device does not get alerts yet. Press "Alert me on this device" first.' : 'None of your devices gets alerts yet. Press "Alert me on this device" on the phone or computer that should get them.');
      }
      const outcomes = await sendAll(subscriptions, { title: 'Test alert', body: 'Alerts from the website reach this device.', url: '/admin/notifications', tag: 'test' });
      const sent = outcomes.filter((outcome) => outcome.result === 'sent').length;
      if (sent > 0) return { sent, total: outcomes.length };
      const first = outcomes[0];
      const reason =
        first.result === 'gone' ? 'the push service no longer knows this device, so it was removed. Press "Alert me on this device" again' : first.result === 'failed' ? first.reason : 'no answer';
      throw new HttpError(502, `The test alert was not delivered: ${reason}. Please try again in a few minutes.`);
    },

    /**
     * An alert to every device any admin subscribed, within seconds. Never throws into the caller:
     * a family's request is stored and answered whatever the push services do.
     */
    async alertAdmins(alert: PushAlert) {
      try {
        const subscriptions = (await store().findMany({ select: ['id', 'endpoint', 'p256dh', 'auth', 'userId'] })) as Subscription[];
        if (subscriptions.length === 0) return;
        if (!vapidKeys()) return void strapi.log.warn('An alert was not pushed to the admins\' devices: VAPID_KEYS is missing.');
        await sendAll(subscriptions, alert);
      } catch (error) {
        strapi.log.error(`An alert could not be pushed to the admins' devices (${(error as { code?: string })?.code ?? (error as Error)?.name}).`);
      }
    },
  };
};

export default notificationService;

declare module '../../kit/services' {
  interface AppServices {
    'api::notification.notification': ReturnType<typeof notificationService>;
  }
}
