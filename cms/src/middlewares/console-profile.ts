import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { Next } from '../content/http';
import { consoleLinks } from '../console/accounts';

export const LINKED_ACCOUNT =
  "This console account belongs to a site account: its email address and password are the site account's. Change them on the site, in Admin › Users (/admin/users), and the console follows.";

type Body = { email?: unknown; password?: unknown; isActive?: unknown; resetPasswordToken?: unknown };
type Target = 'self' | 'param' | 'reset-token';

/** Which console account the call changes: the caller's own, the one in the path, or the reset token's. */
const accountOf = async (strapi: Core.Strapi, ctx: Context, target: Target) => {
  const users = strapi.db.query('admin::user');
  if (target === 'self') {
    const id = (ctx.state.user as { id?: number } | undefined)?.id;
    return id ? ((await users.findOne({ where: { id } })) as { id: number; email: string; isActive: boolean } | null) : null;
  }
  if (target === 'param') {
    const id = Number((ctx.params as { id?: string }).id);
    return Number.isSafeInteger(id) && id > 0 ? ((await users.findOne({ where: { id } })) as { id: number; email: string; isActive: boolean } | null) : null;
  }
  const token = (ctx.request.body as Body | undefined)?.resetPasswordToken;
  return typeof token === 'string' && token ? ((await users.findOne({ where: { resetPasswordToken: token } })) as { id: number; email: string; isActive: boolean } | null) : null;
};

/** What the call would change of the account's identity: its email, its password, whether it is active. */
const identityChanges = (body: Body, account: { email: string; isActive: boolean }, target: Target) => {
  if (target === 'reset-token') return ['password'];
  const changes: string[] = [];
  if (typeof body.email === 'string' && body.email.trim().toLowerCase() !== account.email.toLowerCase()) changes.push('email');
  if (typeof body.password === 'string' && body.password !== '') changes.push('password');
  if (typeof body.isActive === 'boolean' && body.isActive !== account.isActive) changes.push('isActive');
  return changes;
};

/**
 * Route middleware of the console's own profile (`PUT /admin/users/me`), its user editor
 * (`PUT /admin/users/:id`) and its emailed password reset (decision 0027): a console account linked
 * to a site account takes its email, password and activity from the site account only, so the
 * console refuses to change them, with a message that says where they are changed. Other fields
 * (names, language, theme, roles) and unlinked accounts (a super admin made on purpose) are as
 * Strapi has them.
 */
export default (config: { target: Target }, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const account = await accountOf(strapi, ctx, config.target);
    if (!account || !(await consoleLinks(strapi).ofConsoleAccount(account.id))) return next();
    const changes = identityChanges((ctx.request.body ?? {}) as Body, account, config.target);
    if (changes.length === 0) return next();
    ctx.status = 400;
    ctx.body = { data: null, error: { status: 400, name: 'ApplicationError', message: LINKED_ACCOUNT, details: { fields: changes } } };
  };
