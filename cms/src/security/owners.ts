import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseId } from '../content/http';
import { parseBody } from '../content/validation';
import { consoleLinks } from '../console/accounts';

const USER_UID = 'plugin::users-permissions.user';

/**
 * Which of the users calls are an owner's action (issue 41), judged from the call and the account it
 * names. Everything else on these calls stays any approved admin's (spec section 4).
 * - `always`: the Email card, backup downloads;
 * - `user-update`: users/update.php and update_status.php: changing another admin's role, status
 *   or email (an email is a password: the reset link goes there), or anyone's owner flag;
 * - `user-delete`: deleting another admin;
 * - `user-password`: another admin's password, or a console-linked account's (decision 0027).
 */
export type OwnerCase = 'always' | 'user-update' | 'user-delete' | 'user-password';

/** The stored fields of a site account these rules read. */
type Account = { id: number; email: string; appRole: string; approvalStatus: string; owner: boolean | null };
type Target = Account;

const findTarget = (strapi: Core.Strapi, id: number) => strapi.db.query(USER_UID).findOne({ where: { id } }) as Promise<Target | null>;

/**
 * The body read as users/update.php reads it: update_status.php's body ({id, status}) is one of its
 * bodies too, so every body either controller takes is read here the same way (a body neither takes
 * is the 400 it would be anyway).
 */
const updateOf = (ctx: Context) => parseBody('users/update', ctx.request.body);

const changesAnAdmin = (target: Target, input: { role?: string; status?: string; email?: string }) =>
  (input.role !== undefined && input.role !== target.appRole) ||
  (input.status !== undefined && input.status !== target.approvalStatus) ||
  (input.email !== undefined && input.email !== target.email);

export const ownerActionOf = async (strapi: Core.Strapi, ctx: Context, caller: Pick<Account, 'id'>, kind: OwnerCase): Promise<boolean> => {
  if (kind === 'always') return true;
  if (kind === 'user-update') {
    const input = updateOf(ctx);
    const target = await findTarget(strapi, input.id);
    if (!target) return false;
    if ('owner' in input && input.owner !== undefined && input.owner !== (target.owner === true)) return true;
    return target.appRole === 'admin' && target.id !== caller.id && changesAnAdmin(target, input);
  }
  if (kind === 'user-delete') {
    const target = await findTarget(strapi, parseId(ctx.query.id));
    return Boolean(target && target.appRole === 'admin' && target.id !== caller.id);
  }
  const { id } = parseBody('users/change_password', ctx.request.body);
  if (id === caller.id) return false;
  const target = await findTarget(strapi, id);
  if (!target) return false;
  return target.appRole === 'admin' || Boolean(await consoleLinks(strapi).ofSiteAccount(target.id));
};

/** Whether the account is one of the home's owners: an approved admin with the flag. */
export const isOwner = (user: Pick<Account, 'owner'> | null | undefined) => user?.owner === true;

/**
 * A database without any owner (from before issue 41, or whose owners were all removed outside the
 * site) gets one on start: the earliest-created approved admin. A new database's first admin is an
 * owner from the seed already.
 */
export const ensureAnOwner = async (strapi: Core.Strapi) => {
  const users = strapi.db.query(USER_UID);
  if ((await users.count({ where: { owner: true, appRole: 'admin', approvalStatus: 'approved' } })) > 0) return;
  const first = (await users.findOne({ where: { appRole: 'admin', approvalStatus: 'approved' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })) as { id: number; email: string } | null;
  if (!first) return;
  await users.update({ where: { id: first.id }, data: { owner: true } });
  strapi.log.info(`Site account ${first.id} is now the home's owner (the earliest approved admin; no owner was set).`);
};
