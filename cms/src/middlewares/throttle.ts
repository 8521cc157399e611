import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { Next } from '../content/http';
import { sessions } from '../api/session/services/session';
import { isApprovedAdmin } from '../security/roles';
import { refuseThrottled, throttles, tooManyFromAddress, tooManyResetLinks, tooManySignIns, tooManyTestEmails, type AccountThrottle, type AddressThrottle, type LoginThrottle, type ThrottleRule, type Throttles } from '../security/throttles';

/** The account a sign-in names, normalised the way the login check reads it. */
const accountOf = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
};

type ErrorLike = { status?: number; name?: string };
/** A wrong email or password: the site's login throws a 401, the console's an ApplicationError. */
const WRONG_CREDENTIALS: Record<'login' | 'console-login' | 'confirm-password', (error: ErrorLike) => boolean> = {
  login: (error) => error.status === 401,
  'confirm-password': (error) => error.status === 401,
  'console-login': (error) => error.name === 'ApplicationError',
};

type AccountOf = (ctx: Context) => string | Promise<string>;
const namedAccount: AccountOf = (ctx) => accountOf(ctx.request.body);

const guardSignIn = (pick: () => Promise<LoginThrottle>, isWrong: (error: ErrorLike) => boolean, accountFor: AccountOf = namedAccount) => async (ctx: Context, next: Next) => {
  const throttle = await pick();
  const ip = ctx.request.ip;
  const account = await accountFor(ctx);
  const wait = await throttle.waitFor(account, ip);
  if (wait > 0) return refuseThrottled(ctx, wait, tooManySignIns(wait));

  try {
    await next();
  } catch (error) {
    if (isWrong((error ?? {}))) await throttle.failed(account, ip);
    throw error;
  }
  if (ctx.status === 200) await throttle.succeeded(account, ip);
};

const guardAddress = (pick: () => Promise<AddressThrottle>, exempt?: (ctx: Context) => Promise<boolean>) => async (ctx: Context, next: Next) => {
  if (exempt && (await exempt(ctx))) return next();
  const refused = await (await pick()).take(ctx.request.ip);
  if (refused) return refuseThrottled(ctx, refused.waitMs, tooManyFromAddress(refused.waitMs));
  return next();
};

/**
 * Reset links: per address, then per email named (whether or not it has an account, so the refusal
 * tells nothing about accounts). A body without a usable email is counted per address only.
 */
const guardResetLinks = (pick: () => Promise<{ address: AddressThrottle; account: AccountThrottle }>) => async (ctx: Context, next: Next) => {
  const { address, account } = await pick();
  const byAddress = await address.take(ctx.request.ip);
  if (byAddress) return refuseThrottled(ctx, byAddress.waitMs, tooManyFromAddress(byAddress.waitMs));
  const email = accountOf(ctx.request.body);
  const byAccount = email ? await account.take(email) : null;
  if (byAccount) return refuseThrottled(ctx, byAccount.waitMs, tooManyResetLinks(byAccount.waitMs));
  return next();
};

/** Per signed-in account (after adminOnly on the route): a caller without a session is left to the handler's 401. */
const guardAccount = (strapi: Core.Strapi, pick: () => Promise<AccountThrottle>, words: (waitMs: number) => string) => async (ctx: Context, next: Next) => {
  const user = await sessions(strapi).currentUser(ctx);
  if (!user) return next();
  const refused = await (await pick()).take(`account:${user.id}`);
  if (refused) return refuseThrottled(ctx, refused.waitMs, words(refused.waitMs));
  return next();
};

/**
 * Route middleware: `{ name: 'global::throttle', config: { rule } }` in a route's
 * config.middlewares. Strapi's router matches paths regardless of case and a trailing slash, so a
 * policy on the route holds for every spelling that reaches its handler.
 */
export default (config: { rule: ThrottleRule }, { strapi }: { strapi: Core.Strapi }) => {
  // The limiters are made once with their store (src/security/throttles.ts); bootstrap awaits them first.
  const pick = <T>(choose: (made: Throttles) => T) => () => throttles(strapi).then(choose);
  switch (config.rule) {
    case 'login':
      return guardSignIn(pick((made) => made.login), WRONG_CREDENTIALS.login);
    case 'console-login':
      return guardSignIn(pick((made) => made.consoleLogin), WRONG_CREDENTIALS['console-login']);
    case 'confirm-password':
      // The account is the session's holder (the route is behind adminOnly), not a typed email.
      return guardSignIn(pick((made) => made.confirmPassword), WRONG_CREDENTIALS['confirm-password'], async (ctx) => `user:${(await sessions(strapi).currentUser(ctx))?.id ?? ''}`);
    case 'register':
      // An approved admin creating accounts is not a registration.
      return guardAddress(pick((made) => made.register), async (ctx) => isApprovedAdmin(await sessions(strapi).currentUser(ctx)));
    case 'contact':
      return guardAddress(pick((made) => made.contact));
    case 'tour-reads':
      return guardAddress(pick((made) => made.tourReads));
    case 'forgot-password':
      return guardResetLinks(pick((made) => made.forgotPassword));
    case 'reset-password':
      return guardAddress(pick((made) => made.resetPassword));
    case 'email-test':
      return guardAccount(strapi, pick((made) => made.emailTest), tooManyTestEmails);
    default:
      throw new Error(`Unknown throttle rule: ${String(config.rule)}`);
  }
};
