import type { Core } from '@strapi/strapi';
import { isApprovedAdmin } from '../security/roles';

const USER_UID = 'plugin::users-permissions.user';
const CONSOLE_UID = 'admin::user';
const LINK_UID = 'api::console-link.console-link';

type SiteUser = { id: number; email: string; name?: string | null; password?: string | null; appRole?: string; approvalStatus?: string; blocked?: boolean | null };
type ConsoleUser = { id: number; email: string; firstname?: string | null; lastname?: string | null; password?: string | null; isActive?: boolean };
type Link = { id: number; consoleUserId: number; siteUserId: number };

/**
 * The stored links between console accounts and the site accounts they belong to (decision 0027):
 * by id, so that no change of either email can undo them.
 */
export const consoleLinks = (strapi: Core.Strapi) => {
  const links = () => strapi.db.query(LINK_UID);
  return {
    ofConsoleAccount: (consoleUserId: number) => links().findOne({ where: { consoleUserId } }) as Promise<Link | null>,
    ofSiteAccount: (siteUserId: number) => links().findOne({ where: { siteUserId } }) as Promise<Link | null>,
    all: () => links().findMany({ orderBy: { id: 'asc' } }) as Promise<Link[]>,
    /** Links a pair; false when another start linked either of them first (both ids are unique). */
    async link(consoleUserId: number, siteUserId: number) {
      try {
        await links().create({ data: { consoleUserId, siteUserId } });
        return true;
      } catch {
        return false;
      }
    },
    remove: (id: number) => links().delete({ where: { id } }),
  };
};

/** A site account's one name as the console's two: the first word, and the rest (issue 44: the console greets her by her name). */
const consoleNames = (name: string | null | undefined) => {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length === 0 ? null : { firstname: words[0], lastname: words.slice(1).join(' ') || null };
};

/**
 * A console account linked to a site account follows it (decisions 0015 and 0027): it is active
 * only while the site account is an approved, unblocked admin, it takes the site account's password
 * (the same bcrypt hash) whenever that changes, it changes email and name with it, and it is switched off for
 * good when the site account is deleted (the link stays, so nothing can pair it again). Every change
 * that switches it off or changes its password also ends its console sessions. The hook sits on the
 * Document Service, so it holds for our API and for the console's own edits of site users alike.
 * The console cannot change a linked account's email, password or activity itself
 * (middlewares/console-profile.ts): those belong to the site account.
 */
export const registerConsoleAccountFollower = (strapi: Core.Strapi) => {
  const consoleUsers = () => strapi.db.query(CONSOLE_UID);
  const siteUsers = () => strapi.db.query(USER_UID);
  const links = consoleLinks(strapi);

  const endConsoleSessions = async (id: number) => {
    const manager = strapi.sessionManager;
    if (manager?.hasOrigin('admin')) await manager('admin').invalidateRefreshToken(String(id));
  };

  /** Brings the linked console account in step with its site account (`after` null: deleted). */
  const follow = async (link: Link, before: SiteUser | null, after: SiteUser | null) => {
    const account = (await consoleUsers().findOne({ where: { id: link.consoleUserId } })) as ConsoleUser | null;
    // The console account was deleted in the console: nothing follows any more.
    if (!account) return void (await links.remove(link.id));

    const active = Boolean(after && isApprovedAdmin(after) && !after.blocked);
    const data: Partial<ConsoleUser> = {};
    if (account.isActive !== active) data.isActive = active;
    if (after && after.password && after.password !== before?.password && after.password !== account.password) data.password = after.password;
    if (after && after.email.toLowerCase() !== account.email) data.email = after.email.toLowerCase();
    const names = consoleNames(after?.name);
    if (names && names.firstname !== account.firstname) data.firstname = names.firstname;
    if (names && names.lastname !== (account.lastname || null)) data.lastname = names.lastname;
    const changed = Object.keys(data);
    if (changed.length === 0) return;

    await consoleUsers().update({ where: { id: account.id }, data });
    if (data.isActive === false || data.password) await endConsoleSessions(account.id);
    strapi.log.info(`Console account ${account.id} follows its site account ${link.siteUserId}: ${changed.join(', ')} changed.`);
  };

  /**
   * On start: console accounts made before links existed are paired with the site account of their
   * email, once (a console account with no site account, a super admin made on purpose, stays
   * unlinked and is left alone); then every linked account catches up with changes made while the
   * server was down or before this hook existed.
   */
  const catchUp = async () => {
    const linked = new Set((await links.all()).map((link) => link.consoleUserId));
    const accounts = (await consoleUsers().findMany({ select: ['id', 'email'], orderBy: { id: 'asc' } })) as ConsoleUser[];
    for (const account of accounts.filter((candidate) => !linked.has(candidate.id))) {
      const site = (await siteUsers().findOne({ where: { email: account.email.toLowerCase() }, select: ['id'] })) as { id: number } | null;
      if (site && !(await links.ofSiteAccount(site.id)) && (await links.link(account.id, site.id))) {
        strapi.log.info(`Console account ${account.id} is linked to site account ${site.id} (the same email).`);
      }
    }
    for (const link of await links.all()) {
      const site = (await siteUsers().findOne({ where: { id: link.siteUserId } })) as SiteUser | null;
      await follow(link, site ? { ...site, password: null } : null, site);
    }
  };

  strapi.documents.use(async (context, next) => {
    if (context.uid !== USER_UID || (context.action !== 'update' && context.action !== 'delete')) return next();
    const { documentId } = context.params as { documentId?: string };
    const read = () => (documentId ? (siteUsers().findOne({ where: { documentId } }) as Promise<SiteUser | null>) : Promise.resolve(null));

    const before = await read();
    const result = await next();
    const link = before ? await links.ofSiteAccount(before.id) : null;
    if (link) await follow(link, before, context.action === 'delete' ? null : await read());
    return result;
  });
  return { catchUp };
};
