import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type IRateLimiterOptions, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { addressKey } from './client-address';

/** The limits, from config/throttle.ts (RATE_LIMIT_* variables). */
export type ThrottleLimits = {
  loginAccount: number;
  loginBlockSeconds: number;
  loginIp: number;
  loginIpWindowSeconds: number;
  registerIp: number;
  contactIp: number;
  tourReadsIp: number;
  passwordResetIp: number;
  passwordResetAccount: number;
  refusedBodyIp: number;
  emailTestAccount: number;
  windowSeconds: number;
};

const DEFAULTS: ThrottleLimits = {
  loginAccount: 5,
  loginBlockSeconds: 900,
  loginIp: 100,
  loginIpWindowSeconds: 86_400,
  registerIp: 5,
  contactIp: 10,
  tourReadsIp: 60,
  passwordResetIp: 10,
  passwordResetAccount: 3,
  refusedBodyIp: 20,
  emailTestAccount: 5,
  windowSeconds: 900,
};

/** Which throttle a route is guarded by (see src/middlewares/throttle.ts). */
export type ThrottleRule = 'login' | 'console-login' | 'confirm-password' | 'register' | 'contact' | 'tour-reads' | 'forgot-password' | 'reset-password' | 'email-test';

export type Refusal = { waitMs: number };

/** Sign-in failures, counted as rate-limiter-flexible's login-protection recipe counts them. */
export type LoginThrottle = {
  /** How long this account, from this address, must still wait (0: it may try). */
  waitFor(account: string, ip: string): Promise<number>;
  failed(account: string, ip: string): Promise<void>;
  succeeded(account: string, ip: string): Promise<void>;
};

/** Calls counted per address (registration, contact messages): a refusal when over the limit. */
export type AddressThrottle = { take(ip: string): Promise<Refusal | null> };

/** Calls counted per account, by the email they name (whether or not it has an account). */
export type AccountThrottle = { take(account: string): Promise<Refusal | null> };

export type Throttles = {
  /** Site sign-ins (users/login.php) and console sign-ins (/admin/login), counted apart. */
  login: LoginThrottle;
  consoleLogin: LoginThrottle;
  /** Step-up passwords (users/confirm_password.php), counted like sign-ins by account and address. */
  confirmPassword: LoginThrottle;
  register: AddressThrottle;
  contact: AddressThrottle;
  /** The open tour times and the calendar files, read per address (issue 41): nobody walks the calendar links or polls the times unchecked. */
  tourReads: AddressThrottle;
  /** Reset links asked for (users/forgot_password.php): per address, and per email named. */
  forgotPassword: { address: AddressThrottle; account: AccountThrottle };
  /** New passwords set with a link (users/reset_password.php), per address. */
  resetPassword: AddressThrottle;
  /** Bodies refused (too large, malformed, or not what the call takes) from callers who are not signed in, per address. */
  refusedBodies: RefusalCounter;
  /** Test emails sent from the Email card (settings/email_test.php), per signed-in account. */
  emailTest: AccountThrottle;
};

/** Refusals counted per address: once they reach the limit, that address waits out the window. */
export type RefusalCounter = {
  /** How long this address must still wait (0: it may send). */
  waitFor(ip: string): Promise<number>;
  refused(ip: string): Promise<void>;
};

/** Makes a limiter: in this process's memory, or in the shared database (see `storeFor`). */
type MakeLimiter = (options: IRateLimiterOptions & { keyPrefix: string }) => RateLimiterAbstract;

/** The one table every shared limiter keeps its counters in, keyed `<prefix>:<key>`. */
export const THROTTLE_TABLE = 'afh_throttles';

/**
 * On PostgreSQL the counters live in the site's own database (rate-limiter-flexible's PostgreSQL
 * store, through Strapi's connection pool), so every instance and every restart sees the same
 * counts; the table is created on start. SQLite means one server: its memory is the store.
 */
const storeFor = async (strapi: Core.Strapi): Promise<MakeLimiter> => {
  if (strapi.db.dialect.client !== 'postgres') return (options) => new RateLimiterMemory(options);
  const shared = { storeClient: strapi.db.connection, storeType: 'knex', tableName: THROTTLE_TABLE, schemaName: postgresSchema(strapi) };
  // The first limiter creates the table (CREATE TABLE IF NOT EXISTS) and sweeps out expired rows
  // every five minutes; the others find the table made and leave the sweeping to it.
  await new Promise<void>((resolve, reject) => {
    const ready = (error?: Error) => (error ? reject(error) : resolve());
    return new RateLimiterPostgres({ ...shared, keyPrefix: 'sweeper', points: 1, duration: 1 }, ready);
  });
  // While the database cannot be reached, each limiter counts in this process's memory instead
  // (rate-limiter-flexible's insurance limiter, with the same limits): no throttle is then left
  // unlimited, and none refuses a caller because its store failed (decision 0030).
  return (options) =>
    new RateLimiterPostgres({
      ...shared,
      ...options,
      tableCreated: true,
      clearExpiredByTimeout: false,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: options.keyPrefix, points: options.points, duration: options.duration }),
    });
};

const postgresSchema = (strapi: Core.Strapi) => {
  const connection = strapi.config.get('database.connection.connection', {}) as { schema?: string };
  return connection.schema || 'public';
};

/**
 * Consecutive failures of one account from one address block that pair only (a stranger can
 * neither lock the owner out nor make her wait at her own address); failures from one address,
 * whatever the accounts, are also counted over a day, which stops slow guessing across accounts.
 * A success clears the pair's count.
 */
const loginThrottle = (make: MakeLimiter, prefix: string, limits: ThrottleLimits): LoginThrottle => {
  const byPair = make({
    keyPrefix: `${prefix}-account-ip`,
    points: limits.loginAccount,
    duration: limits.loginIpWindowSeconds,
  });
  const byIp = make({
    keyPrefix: `${prefix}-ip`,
    points: limits.loginIp,
    duration: limits.loginIpWindowSeconds,
  });
  const pair = (account: string, ip: string) => `${account}|${addressKey(ip)}`;
  /** How long a key still waits: it is blocked once its failures reach the limit. */
  const wait = async (limiter: RateLimiterAbstract, key: string) => {
    const state = await limiter.get(key);
    return state && state.consumedPoints > limiter.points ? state.msBeforeNext : 0;
  };
  const fail = async (limiter: RateLimiterAbstract, key: string, blockSeconds: number) => {
    const state = await limiter.penalty(key);
    if (state.consumedPoints >= limiter.points) await limiter.block(key, blockSeconds);
  };

  return {
    async waitFor(account, ip) {
      const [ipWait, pairWait] = await Promise.all([wait(byIp, addressKey(ip)), account ? wait(byPair, pair(account, ip)) : 0]);
      return Math.max(ipWait, pairWait);
    },
    async failed(account, ip) {
      await fail(byIp, addressKey(ip), limits.loginIpWindowSeconds);
      if (account) await fail(byPair, pair(account, ip), limits.loginBlockSeconds);
    },
    async succeeded(account, ip) {
      if (account) await byPair.delete(pair(account, ip));
    },
  };
};

const countedThrottle = (make: MakeLimiter, prefix: string, points: number, limits: ThrottleLimits, keyOf: (key: string) => string) => {
  const limiter = make({ keyPrefix: prefix, points, duration: limits.windowSeconds });
  return {
    async take(key: string): Promise<Refusal | null> {
      try {
        await limiter.consume(keyOf(key));
        return null;
      } catch (rejected) {
        // A refusal is the library's RateLimiterRes; an Error is a failure, not a reason to refuse.
        if (!(rejected instanceof RateLimiterRes)) throw rejected;
        return { waitMs: rejected.msBeforeNext };
      }
    },
  };
};

const addressThrottle = (make: MakeLimiter, prefix: string, points: number, limits: ThrottleLimits): AddressThrottle =>
  countedThrottle(make, prefix, points, limits, addressKey);

const refusalCounter = (make: MakeLimiter, prefix: string, points: number, limits: ThrottleLimits): RefusalCounter => {
  const limiter = make({ keyPrefix: prefix, points, duration: limits.windowSeconds });
  return {
    async waitFor(ip) {
      const state = await limiter.get(addressKey(ip));
      return state && state.consumedPoints >= limiter.points ? state.msBeforeNext : 0;
    },
    async refused(ip) {
      await limiter.penalty(addressKey(ip));
    },
  };
};

/**
 * Counted under a hash of the email: the shared store's keys are at most 255 characters (an email
 * may be 254), and the counters table then holds no one's address.
 */
const accountThrottle = (make: MakeLimiter, prefix: string, points: number, limits: ThrottleLimits): AccountThrottle =>
  countedThrottle(make, prefix, points, limits, (account) => createHash('sha256').update(account).digest('hex'));

const created = new WeakMap<Core.Strapi, Promise<Throttles>>();

const make = async (strapi: Core.Strapi): Promise<Throttles> => {
  const limits: ThrottleLimits = { ...DEFAULTS, ...(strapi.config.get('throttle', {}) as Partial<ThrottleLimits>) };
  const store = await storeFor(strapi);
  return {
    login: loginThrottle(store, 'login', limits),
    consoleLogin: loginThrottle(store, 'console-login', limits),
    confirmPassword: loginThrottle(store, 'confirm-password', limits),
    register: addressThrottle(store, 'register-ip', limits.registerIp, limits),
    contact: addressThrottle(store, 'contact-ip', limits.contactIp, limits),
    tourReads: addressThrottle(store, 'tour-reads-ip', limits.tourReadsIp, limits),
    forgotPassword: {
      address: addressThrottle(store, 'forgot-password-ip', limits.passwordResetIp, limits),
      account: accountThrottle(store, 'forgot-password-account', limits.passwordResetAccount, limits),
    },
    resetPassword: addressThrottle(store, 'reset-password-ip', limits.passwordResetIp, limits),
    refusedBodies: refusalCounter(store, 'refused-body-ip', limits.refusedBodyIp, limits),
    emailTest: accountThrottle(store, 'email-test-account', limits.emailTestAccount, limits),
  };
};

/**
 * The throttles of this server, made once from config/throttle.ts: bootstrap awaits them (so a
 * shared store that cannot be reached stops the start), the route middlewares on each request.
 */
export const throttles = (strapi: Core.Strapi): Promise<Throttles> => {
  let existing = created.get(strapi);
  if (!existing) {
    existing = make(strapi);
    created.set(strapi, existing);
  }
  return existing;
};

export { refuseThrottled, tooManyFromAddress, tooManyResetLinks, tooManySignIns, tooManyTestEmails } from './throttle-refusals';
