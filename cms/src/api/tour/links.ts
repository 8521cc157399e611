import type { Core } from '@strapi/strapi';
import { API_PREFIX } from '@afh/contract/site';
import { open, seal } from '../../security/secret-box';

/** Where the calendar file of a booking is served; the token is its only key. */
export const calendarPath = (token: string) => `${API_PREFIX}/tours/calendar.php?token=${token}`;
/** The family's own page for a booking (issue 45); the token is its only key. */
export const managePath = (token: string) => `/tour?token=${token}`;

const encryptionKey = (strapi: Core.Strapi) => String(strapi.config.get('admin.secrets.encryptionKey', '') ?? '');

/**
 * The manage link's token, sealed with the server's key (security/secret-box.ts), so that the
 * reminders can carry the link again (issue 45); the link is checked against its hash only, and
 * a copy of the database does not give it away. None without a key.
 */
export const sealManageToken = (strapi: Core.Strapi, token: string): string | undefined => {
  const key = encryptionKey(strapi);
  return key ? seal(token, key) : undefined;
};

/** The manage link's path from its sealed token, or null (none kept, or sealed under another key). */
export const managePathFromSealed = (strapi: Core.Strapi, sealed: string | null | undefined) => {
  const key = encryptionKey(strapi);
  const token = sealed && key ? open(sealed, key) : null;
  return token ? managePath(token) : null;
};
