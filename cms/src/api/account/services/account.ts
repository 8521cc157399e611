import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { User as PublicUser } from '@afh/contract/records';
import { conflict, HttpError, MESSAGES, notFound, parseId } from '../../../content/http';
import { comparePassword } from '../../../security/password-pool';
import { isApprovedAdmin } from '../../../security/roles';
import { siteUsers } from '../../../content/plugin-services';
import { parseBody } from '../../../content/validation';
import { sessions, type SessionUser } from '../../session/services/session';
import { getService } from '../../kit/services';
import { tellDecision } from './decision-email';

const USER_UID = 'plugin::users-permissions.user';

/** Compared against when an email is unknown, so a wrong email costs the same time as a wrong password. */
const DUMMY_HASH = '$2a$10$yYAlWN6Ch95XtIBECGQqCebnU2hNlQzXeBDW7qPnCP.sjwTXXa1Va';

const LAST_ADMIN = 'The last approved admin cannot be deleted, demoted or disapproved.';
const EMAIL_TAKEN = 'An account with this email already exists.';
const LAST_OWNER = 'The home must keep at least one owner: make another admin an owner first.';
const OWNER_MUST_BE_ADMIN = "Only an approved admin can be one of the home's owners.";

type User = SessionUser;

/** The only user fields that ever leave the server (never a password, hash or token). */
export const toPublicUser = (user: User): PublicUser => ({
  id: user.id,
  name: user.name ?? '',
  email: user.email,
  phone: user.phone ?? '',
  role: user.appRole,
  status: user.approvalStatus,
  owner: user.owner === true,
  created_at: user.createdAt,
  updated_at: user.updatedAt,
});

/** The signed-in person's own record: also whether the admin area should welcome them (issue 44). */
export const toOwnUser = (user: User): PublicUser => ({ ...toPublicUser(user), welcome: user.passwordChosen === false });

const accountService = ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.db.query(USER_UID);
  const plugin = () => siteUsers(strapi);

  const findUser = async (id: number) => {
    const user = (await users().findOne({ where: { id } })) as User | null;
    if (!user) throw notFound(MESSAGES.userNotFound);
    return user;
  };

  const assertEmailFree = async (email: string, exceptId?: number) => {
    const where: Record<string, unknown> = { $or: [{ email }, { username: email }] };
    if (exceptId) where.id = { $ne: exceptId };
    if ((await users().count({ where })) > 0) throw new HttpError(409, EMAIL_TAKEN, 'email');
  };

  /** Refuses a change that would leave the site with no approved admin. */
  const assertKeepsAnAdmin = async (target: User, next: { role: string; status: string } | null) => {
    if (!isApprovedAdmin(target)) return;
    if (next && isApprovedAdmin({ appRole: next.role, approvalStatus: next.status })) return;
    const others = await users().count({ where: { appRole: 'admin', approvalStatus: 'approved', id: { $ne: target.id } } });
    if (others === 0) throw conflict(LAST_ADMIN);
  };

  /** Refuses a change that would leave the home with no owner (issue 41). */
  const assertKeepsAnOwner = async (target: User) => {
    if (target.owner !== true) return;
    const others = await users().count({ where: { owner: true, appRole: 'admin', approvalStatus: 'approved', id: { $ne: target.id } } });
    if (others === 0) throw conflict(LAST_OWNER);
  };

  /** The owner flag after an update: asked for, or kept while the account stays an approved admin. */
  const ownerAfter = (target: User, asked: boolean | undefined, next: { role: string; status: string }) => {
    const admin = isApprovedAdmin({ appRole: next.role, approvalStatus: next.status });
    if (asked === true && !admin) throw new HttpError(400, OWNER_MUST_BE_ADMIN);
    return admin && (asked ?? target.owner === true);
  };

  const authenticatedRoleId = async () => {
    const role = (await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } })) as { id: number } | null;
    return role?.id ?? null;
  };

  /** `passwordChosen`: whether the person typed the password themselves (registration) or someone else did (an admin). */
  const addUser = async (input: { name: string; email: string; password: string; phone: string; role: string; status: string }, passwordChosen: boolean) => {
    await assertEmailFree(input.email);
    const created = await plugin().add({
      username: input.email,
      email: input.email,
      password: input.password,
      name: input.name,
      phone: input.phone,
      appRole: input.role,
      approvalStatus: input.status,
      passwordChosen,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: await authenticatedRoleId(),
    });
    return toPublicUser(await findUser(created.id));
  };

  const update = async (body: unknown) => {
    const input = parseBody('users/update', body);
    const target = await findUser(input.id);
    const role = input.role ?? target.appRole;
    const status = input.status ?? target.approvalStatus;
    await assertKeepsAnAdmin(target, { role, status });
    const owner = ownerAfter(target, input.owner, { role, status });
    if (!owner) await assertKeepsAnOwner(target);
    if (input.email !== undefined && input.email !== target.email) await assertEmailFree(input.email, target.id);

    const data: Record<string, unknown> = { appRole: role, approvalStatus: status, owner };
    if (input.name !== undefined) data.name = input.name;
    if (input.phone !== undefined) data.phone = input.phone;
    if (input.email !== undefined) Object.assign(data, { email: input.email, username: input.email });
    // Disapproving ends the person's sessions (api/session/session-guard.ts).
    await plugin().edit(target.id, data);
    const updated = await findUser(target.id);
    // A decision on the account is told to the person (when the site sends email).
    if (status !== target.approvalStatus && (status === 'approved' || status === 'disapproved')) tellDecision(strapi, updated, status);
    return toPublicUser(updated);
  };

  return {
    async login(ctx: Context, body: unknown) {
      const { email, password } = parseBody('users/login', body);
      const user = (await users().findOne({ where: { email } })) as User | null;
      // bcrypt runs in the password pool's worker threads, not on the thread that serves pages.
      const valid = await comparePassword(password, user?.password || DUMMY_HASH).catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 503) ctx.set('Retry-After', '5');
        throw error;
      });
      if (!user || !user.password || !valid || user.blocked) throw new HttpError(401, MESSAGES.invalidCredentials);
      // Pending and disapproved people may sign in; the admin area refuses them (spec section 4).
      await sessions(strapi).start(ctx, user.id);
      if (isApprovedAdmin(user)) {
        await getService(strapi, 'api::activity.activity').record({
          actor: { kind: 'site', id: user.id, name: user.name || user.email, email: user.email },
          action: 'sign-in',
          targetType: 'user',
          targetId: user.id,
          summary: `${user.name || user.email} signed in`,
        });
      }
      return toOwnUser(user);
    },

    async register(body: unknown) {
      const input = parseBody('users/create (registration)', body);
      return addUser({ ...input, role: 'user', status: 'pending' }, true);
    },

    async createByAdmin(body: unknown) {
      return addUser(parseBody('users/create (admin)', body), false);
    },

    async list() {
      const all = (await users().findMany({ orderBy: { id: 'asc' } })) as User[];
      return all.map((user) => ({ ...toPublicUser(user), has_password: Boolean(user.password) }));
    },

    update,

    async updateStatus(body: unknown) {
      const { id, status, role } = parseBody('users/update_status', body);
      return update({ id, status, ...(role === undefined ? {} : { role }) });
    },

    async changePassword(ctx: Context, body: unknown) {
      const { id, new_password } = parseBody('users/change_password', body);
      const target = await findUser(id);
      // The change ends every session of that person (api/session/session-guard.ts); an admin who
      // changed their own password gets a fresh one, so only their other browsers are signed out.
      const own = (ctx.state.sessionUser as SessionUser | null | undefined)?.id === target.id;
      // A password set for someone else is not one they chose: their next sign-in welcomes them (issue 44).
      await plugin().edit(target.id, { password: new_password, passwordChosen: own });
      if (own) await sessions(strapi).start(ctx, target.id);
    },

    /**
     * The signed-in admin's own name, email, phone and password (issue 44). A new email or password
     * needs the current password (a wrong one counts like a wrong step-up password: the route is
     * throttled so); a new password ends the person's other sessions and keeps this one.
     */
    async updateProfile(ctx: Context, body: unknown) {
      const input = parseBody('users/update_profile', body);
      const me = await sessions(strapi).currentUser(ctx);
      if (!me) throw new HttpError(401, MESSAGES.authRequired);
      const newEmail = input.email !== undefined && input.email !== me.email ? input.email : undefined;
      if (newEmail !== undefined || input.new_password !== undefined) {
        if (!input.current_password) throw new HttpError(400, MESSAGES.currentPasswordNeeded, 'current_password');
        const valid = me.password ? await comparePassword(input.current_password, me.password) : false;
        if (!valid) throw new HttpError(401, MESSAGES.wrongPassword, 'current_password');
      }
      if (newEmail !== undefined) await assertEmailFree(newEmail, me.id);

      const data: Record<string, unknown> = {};
      if (input.name !== undefined) data.name = input.name;
      if (input.phone !== undefined) data.phone = input.phone;
      if (newEmail !== undefined) Object.assign(data, { email: newEmail, username: newEmail });
      if (input.new_password !== undefined) Object.assign(data, { password: input.new_password, passwordChosen: true });
      if (Object.keys(data).length > 0) await plugin().edit(me.id, data);
      if (input.new_password !== undefined) await sessions(strapi).start(ctx, me.id);
      return toOwnUser(await findUser(me.id));
    },

    /** Step-up: the signed-in admin's own password again (the route is throttled like sign-in). */
    async confirmPassword(ctx: Context, body: unknown) {
      const { password } = parseBody('users/confirm_password', body);
      const user = await sessions(strapi).currentUser(ctx);
      const valid = user?.password ? await comparePassword(password, user.password) : false;
      if (!user || !valid) throw new HttpError(401, MESSAGES.wrongPassword);
      await sessions(strapi).proved(ctx);
    },

    async remove(rawId: unknown) {
      const target = await findUser(parseId(rawId));
      await assertKeepsAnAdmin(target, null);
      await assertKeepsAnOwner(target);
      const entry = (await users().findOne({ where: { id: target.id }, select: ['documentId'] })) as { documentId: string };
      await strapi.documents(USER_UID).delete({ documentId: entry.documentId });
      return target.id;
    },
  };
};
export default accountService;

declare module '../../kit/services' {
  interface AppServices {
    'api::account.account': ReturnType<typeof accountService>;
  }
}
