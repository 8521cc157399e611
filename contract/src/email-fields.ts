import { z } from 'zod';
import { flag, optionalEmail, optionalSiteAddress, optionalText, wholeNumber } from './fields';

/** The Email card's calls (issue 32), spread into REQUESTS (requests.ts). */
export const EMAIL_REQUESTS = {
  /**
   * The Email card (issue 32): each field sent replaces the stored one, an absent one stays. An
   * omitted password keeps the stored one, '' clears it; an empty host turns email off. The fields
   * the read answers with (source, password_set) may be echoed back and are ignored.
   */
  'settings/email_update': z.strictObject({
    host: optionalText('Mail Server', 253)
      .refine((value) => /^[A-Za-z0-9.:[\]-]*$/.test(value), 'Mail Server must be a host name or an IP address')
      .optional(),
    port: z.union([z.literal('').transform(() => null), z.null(), wholeNumber('Port', 65_535).refine((port) => port >= 1, 'Port must be from 1 to 65535')]).optional(),
    secure: flag('Secure').optional(),
    user: optionalText('User Name', 254).optional(),
    // Not trimmed: a password may begin or end with a space.
    password: z.string({ error: 'Password must be text' }).max(1000, 'Password must be at most 1000 characters').optional(),
    from: optionalEmail('Sender Address').optional(),
    notify_email: optionalEmail('New Requests Go To').optional(),
    // The site's address for links in emails (issue 44); PUBLIC_URL, when set, wins over it.
    site_url: optionalSiteAddress('Site Address').optional(),
    source: z.unknown().optional(),
    password_set: z.unknown().optional(),
    site_url_source: z.unknown().optional(),
  }),
  /** A test message to `to`, or to the signed-in admin's own address. */
  'settings/email_test': z.strictObject({ to: optionalEmail('Send To').optional() }),
} as const;
