import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { ForgotPasswordStatus } from '@afh/contract/records';
import { sendFailureReason } from '../../../runtime/mail-failures';
import { badRequest, MESSAGES } from '../../../content/http';
import { siteUsers } from '../../../content/plugin-services';
import { mailOn, sendMail, siteAddress } from '../../email-setting/mail';
import { parseBody } from '../../../content/validation';
import { getService } from '../../kit/services';

/**
 * Password reset links (issue 20). The email carries a random token; the database keeps only its
 * SHA-256 hash, the user id, an expiry an hour on and when it was used, so a copy of the database
 * cannot be turned into a working link. A link works once; a new one voids the older ones.
 */
const RESET_UID = 'api::password-reset.password-reset';
const USER_UID = 'plugin::users-permissions.user';
const SESSION_UID = 'api::session.session';
const LIFETIME_MS = 60 * 60 * 1000;

type StoredLink = { id: number; userId: number; expiresAt: string; usedAt: string | null };
type Account = { id: number; email: string; name: string | null; blocked: boolean | null };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** Our tokens are 43 base64url characters; anything else cannot match and is not looked up. */
const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export const composeResetEmail = (link: string, site: string) => {
  const text = [
    `Someone, we hope you, asked to set a new password for your account on ${site}.`,
    '',
    `Open this link within 1 hour to choose one (it works once): ${link}`,
    '',
    'If you did not ask, you can ignore this email: your password stays as it is.',
  ].join('\n');
  const html = [
    `<p>Someone, we hope you, asked to set a new password for your account on ${site}.</p>`,
    `<p><a href="${link}">Set a new password</a> (the link works once, within 1 hour).</p>`,
    '<p>If you did not ask, you can ignore this email: your password stays as it is.</p>',
  ].join('\n');
  return { subject: 'Set a new password', text, html };
};

const invalidLink = () => badRequest(MESSAGES.resetLinkInvalid);

const passwordResetService = ({ strapi }: { strapi: Core.Strapi }) => {
  const links = () => strapi.db.query(RESET_UID);
  const users = () => strapi.db.query(USER_UID);

  /**
   * Reset by email needs a mail server and the site's address for the link (PUBLIC_URL, else the
   * one stored from an admin's browser: never the request's Host header).
   */
  const byEmail = async () => (await siteAddress(strapi)) !== '' && (await mailOn(strapi));

  /** Stores the new link in place of the user's older ones, then emails it. */
  const issue = async (account: Account, token: string, tokenHash: string) => {
    await links().deleteMany({ where: { $or: [{ userId: account.id }, { expiresAt: { $lt: new Date() } }] } });
    await links().create({ data: { tokenHash, userId: account.id, expiresAt: new Date(Date.now() + LIFETIME_MS) } });
    const site = await siteAddress(strapi);
    const link = `${site}/reset-password?token=${token}`;
    await getService(strapi, 'api::activity.activity').record({
      actor: { kind: 'visitor', id: account.id, name: account.name || account.email, email: account.email },
      action: 'password-reset-request',
      targetType: 'user',
      targetId: account.id,
      summary: `A password reset link was requested for ${account.email}`,
    });
    await sendMail(strapi, { to: account.email, ...composeResetEmail(link, new URL(site).host) });
    strapi.log.info(`Password reset: a link was emailed to user ${account.id}.`);
  };

  return {
    /** Whether a link can be emailed now (the /forgot-password page says so before anything is sent). */
    byEmail,

    /** GET users/forgot_password.php's answer, which the server also draws /forgot-password from (issue 44). */
    async status(): Promise<ForgotPasswordStatus> {
      const email = await byEmail();
      return { success: true, email, message: email ? '' : MESSAGES.resetByAdmin };
    },

    /**
     * Asks for a link. The caller learns nothing about the address: the same answer, and the same
     * work before it (a token is made and hashed, the address looked up), whether it has an account
     * or not; storing the link and talking to the mail server happen after the answer.
     */
    async request(body: unknown): Promise<{ byEmail: boolean }> {
      const { email } = parseBody('users/forgot_password', body);
      if (!(await byEmail())) return { byEmail: false };
      const token = randomBytes(32).toString('base64url');
      const tokenHash = hashToken(token);
      const account = (await users().findOne({ where: { email }, select: ['id', 'email', 'name', 'blocked'] })) as Account | null;
      if (account && !account.blocked) {
        issue(account, token, tokenHash).catch((error: unknown) => {
          const reason = sendFailureReason(error);
          strapi.log.error(`Password reset for user ${account.id}: the link could not be sent (${reason}).`);
        });
      }
      return { byEmail: true };
    },

    /** Sets a new password with a link's token: once, within the hour; every session of the user ends. */
    async reset(body: unknown) {
      const { token, password } = parseBody('users/reset_password', body);
      const now = new Date();
      const link = isTokenShaped(token) ? ((await links().findOne({ where: { tokenHash: hashToken(token) } })) as StoredLink | null) : null;
      if (!link || link.usedAt || new Date(link.expiresAt).getTime() <= now.getTime()) throw invalidLink();
      // Claimed in one statement, so two uses at the same moment cannot both succeed.
      const claimed = await links().updateMany({ where: { id: link.id, usedAt: { $null: true } }, data: { usedAt: now } });
      if (claimed.count !== 1) throw invalidLink();
      const account = (await users().findOne({ where: { id: link.userId }, select: ['id', 'blocked'] })) as Pick<Account, 'id' | 'blocked'> | null;
      if (!account || account.blocked) throw invalidLink();

      // The plugin hashes the password (bcrypt, as for every other password of the site); the
      // session guard ends the user's sessions on a password change, and so does this, explicitly.
      await siteUsers(strapi).edit(account.id, { password, passwordChosen: true });
      await strapi.db.query(SESSION_UID).deleteMany({ where: { userId: account.id } });
      await links().deleteMany({ where: { userId: account.id, id: { $ne: link.id } } });
      strapi.log.info(`Password reset: user ${account.id} set a new password with an emailed link; all their sessions ended.`);
    },
  };
};
export default passwordResetService;

declare module '../../kit/services' {
  interface AppServices {
    'api::password-reset.password-reset': ReturnType<typeof passwordResetService>;
  }
}
