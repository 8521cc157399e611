import type { Core } from '@strapi/strapi';
import { isApprovedAdmin } from './roles';

const USER_UID = 'plugin::users-permissions.user';
const CONSOLE_UID = 'admin::user';

type SiteUser = { id: number; email: string; password?: string | null; appRole?: string; approvalStatus?: string; blocked?: boolean | null };
type ConsoleUser = { id: number; email: string; password?: string | null; isActive?: boolean };

/**
 * The console account whose email is a site account's follows that site account (decision 0015):
 * it is active only while the site account is an approved, unblocked admin, it takes the site
 * account's password (the same bcrypt hash) whenever that changes, it changes email with it, and it
 * is switched off when the site account is deleted. Every change that switches it off or changes
 * its password also ends its console sessions. The hook sits on the Document Service, so it holds
 * for our API and for the console's own edits of site users alike.
 */
export const registerConsoleAccountFollower = (strapi: Core.Strapi) => {
  const consoleUsers = () => strapi.db.query(CONSOLE_UID);

  const endConsoleSessions = async (id: number) => {
    const manager = strapi.sessionManager;
    if (manager?.hasOrigin('admin')) await manager('admin').invalidateRefreshToken(String(id));
  };

  const follow = async (before: SiteUser, after: SiteUser | null) => {
    const account = (await consoleUsers().findOne({ where: { email: before.email.toLowerCase() } })) as ConsoleUser | null;
    if (!account) return;

    const active = Boolean(after && isApprovedAdmin(after) && !after.blocked);
    const data: Partial<ConsoleUser> = {};
    if (account.isActive !== active) data.isActive = active;
    if (after && after.password && after.password !== before.password && after.password !== account.password) data.password = after.password;
    if (after && after.email.toLowerCase() !== account.email) data.email = after.email.toLowerCase();
    if (Object.keys(data).length === 0) return;

    await consoleUsers().update({ where: { id: account.id }, data });
    if (data.isActive === false || data.password) await endConsoleSessions(account.id);
    strapi.log.info(`Console account ${account.id} follows its site account: ${Object.keys(data).join(', ')} changed.`);
  };

  /** On start: console accounts of site accounts changed before this hook existed catch up. */
  const catchUp = async () => {
    const accounts = (await consoleUsers().findMany({ select: ['id', 'email'] })) as ConsoleUser[];
    for (const account of accounts) {
      const site = (await strapi.db.query(USER_UID).findOne({ where: { email: account.email } })) as SiteUser | null;
      if (site) await follow({ ...site, password: null }, site);
    }
  };

  strapi.documents.use(async (context, next) => {
    if (context.uid !== USER_UID || (context.action !== 'update' && context.action !== 'delete')) return next();
    const { documentId } = context.params as { documentId?: string };
    const read = () => (documentId ? (strapi.db.query(USER_UID).findOne({ where: { documentId } }) as Promise<SiteUser | null>) : Promise.resolve(null));

    const before = await read();
    const result = await next();
    if (before) await follow(before, context.action === 'delete' ? null : await read());
    return result;
  });
  return { catchUp };
};
