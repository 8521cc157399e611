import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { sessions } from '../api/session/services/session';

/** Limits, set in config/middlewares.ts from the RATE_LIMIT_* environment variables. */
export type RateLimits = {
  /** Failed sign-ins of one account within the window before it is blocked. */
  loginAccount: number;
  /** Failed sign-ins from one address within the window before it is blocked. */
  loginIp: number;
  /** How long a blocked account or address waits. */
  loginBlockSeconds: number;
  /** Registrations (anonymous users/create.php) per address within the window. */
  registerIp: number;
  /** Contact messages per address within the window. */
  contactIp: number;
  windowSeconds: number;
};

const API = '/backend/api';
const LOGIN = `${API}/users/login.php`;
const REGISTER = `${API}/users/create.php`;
const CONTACT = `${API}/contact/submit.php`;

const minutes = (ms: number) => {
  const count = Math.max(1, Math.ceil(ms / 60_000));
  return `${count} minute${count === 1 ? '' : 's'}`;
};

const refuse = (ctx: Context, msBeforeNext: number, message: string) => {
  ctx.set('Retry-After', String(Math.max(1, Math.ceil(msBeforeNext / 1000))));
  ctx.status = 429;
  ctx.body = { success: false, message };
};

/** The account a sign-in names, normalised the way the login check reads it. */
const accountOf = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
};

/**
 * Throttling of the calls anyone may make, keyed by path so that no route file changes (decision
 * 0008): failed sign-ins per account and per address (a success clears the account's count), and
 * registrations and contact messages per address. The client address is the socket's, or the
 * proxy's X-Forwarded-For only when TRUST_PROXY is on (Koa's app.proxy).
 */
export default (config: Partial<RateLimits>, { strapi }: { strapi: Core.Strapi }) => {
  const limits: RateLimits = {
    loginAccount: 5,
    loginIp: 20,
    loginBlockSeconds: 900,
    registerIp: 5,
    contactIp: 5,
    windowSeconds: 900,
    ...config,
  };
  const limiter = (keyPrefix: string, points: number) => new RateLimiterMemory({ keyPrefix, points, duration: limits.windowSeconds });
  const loginAccount = limiter('login-account', limits.loginAccount);
  const loginIp = limiter('login-ip', limits.loginIp);
  const register = limiter('register-ip', limits.registerIp);
  const contact = limiter('contact-ip', limits.contactIp);

  /** Whether a key has used up its failures (and how long it still waits). */
  const blockedFor = async (rl: RateLimiterMemory, key: string) => {
    const state = await rl.get(key);
    return state && state.consumedPoints > rl.points ? state.msBeforeNext : 0;
  };

  const fail = async (rl: RateLimiterMemory, key: string) => {
    const state = await rl.penalty(key);
    if (state.consumedPoints >= rl.points) await rl.block(key, limits.loginBlockSeconds);
  };

  const login = async (ctx: Context, next: Next) => {
    const ip = ctx.request.ip;
    const account = accountOf(ctx.request.body);
    const wait = Math.max(await blockedFor(loginIp, ip), account ? await blockedFor(loginAccount, account) : 0);
    if (wait > 0) {
      return refuse(ctx, wait, `Too many failed sign-in attempts. Please wait ${minutes(wait)} before trying again.`);
    }

    // The login controller throws its 401 (legacy-api, further out, shapes it): count it here.
    try {
      await next();
    } catch (error) {
      if ((error as { status?: number }).status === 401) {
        await fail(loginIp, ip);
        if (account) await fail(loginAccount, account);
      }
      throw error;
    }
    if (ctx.status === 200 && account) await loginAccount.delete(account);
  };

  const perAddress = (rl: RateLimiterMemory) => async (ctx: Context, next: Next) => {
    try {
      await rl.consume(ctx.request.ip);
    } catch (rejected) {
      const wait = (rejected as RateLimiterRes).msBeforeNext ?? limits.windowSeconds * 1000;
      return refuse(ctx, wait, `Too many requests from your address. Please try again in ${minutes(wait)}.`);
    }
    return next();
  };
  const registration = perAddress(register);
  const contactMessage = perAddress(contact);

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'POST') return next();
    if (ctx.path === LOGIN) return login(ctx, next);
    if (ctx.path === CONTACT) return contactMessage(ctx, next);
    if (ctx.path === REGISTER) {
      // An approved admin creating accounts is not a registration.
      const caller = await sessions(strapi).currentUser(ctx);
      if (caller && caller.appRole === 'admin' && caller.approvalStatus === 'approved') return next();
      return registration(ctx, next);
    }
    return next();
  };
};
