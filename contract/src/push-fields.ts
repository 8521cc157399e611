import { z } from 'zod';
import { MESSAGES } from './messages';

/** The longest push endpoint taken: the push services' addresses are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 2048;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/**
 * How many bytes a base64url key stands for, or null when it is not base64url (checked on at most
 * 200 characters). Counted, not decoded: the contract also runs in the browser, without Buffer.
 */
const keyLength = (value: string) => {
  if (value.length > 200 || !BASE64URL.test(value)) return null;
  const digits = value.replace(/=+$/, '').length;
  return digits % 4 === 1 ? null : Math.floor((digits * 3) / 4);
};

const PUSH_KEYS_MESSAGE = MESSAGES.pushKeysInvalid;
const ENDPOINT_MESSAGE = 'The browser sent an alert address this server cannot use. Please try again, or use another browser.';

const endpoint = z
  .string({ error: ENDPOINT_MESSAGE })
  .min(1, ENDPOINT_MESSAGE)
  .max(PUSH_ENDPOINT_MAX, ENDPOINT_MESSAGE);

/**
 * A browser's push subscription as PushSubscription.toJSON() gives it: the push service's address,
 * and the device's P-256 public key (a 65-byte uncompressed point) and 16-byte auth secret. The
 * address rule (https, a public host) is the server's (notification/endpoint-rule.ts).
 */
const keys = z.strictObject(
  {
    // An uncompressed point begins with the byte 4: base64's "B" (its top six bits), then A to P (its last two, 00).
    p256dh: z.string({ error: PUSH_KEYS_MESSAGE }).refine((value) => keyLength(value) === 65 && /^B[A-P]/.test(value), PUSH_KEYS_MESSAGE),
    auth: z.string({ error: PUSH_KEYS_MESSAGE }).refine((value) => keyLength(value) === 16, PUSH_KEYS_MESSAGE),
  },
  { error: PUSH_KEYS_MESSAGE },
);

/** Admin › Notifications' calls (issue 45), spread into REQUESTS (requests.ts). */
export const PUSH_REQUESTS = {
  /** expirationTime is what toJSON() adds; it is not kept. */
  'notifications/subscribe': z.strictObject({ endpoint, keys, expirationTime: z.unknown().optional() }),
  'notifications/unsubscribe': z.strictObject({ endpoint }),
  /** One device (this one), or every device of the signed-in admin. */
  'notifications/test': z.strictObject({ endpoint: endpoint.optional() }),
} as const;
