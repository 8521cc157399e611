import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { Role, UserStatus } from '@afh/contract/rules';
import { getService } from '../../kit/services';
import { isDatabaseUnavailable } from '../../../runtime/unavailable';

/**
 * Cookie sessions (DESIGN decision 3). The browser holds an opaque random token in an httpOnly
 * cookie; the database keeps only its SHA-256 hash, the user id and an expiry, so a stolen database
 * copy cannot be replayed and a logout or a password change really ends the session.
 */
export const SESSION_COOKIE = 'afh_session';
const SESSION_UID = 'api::session.session';
const USER_UID = 'plugin::users-permissions.user';

/** A row of the sessions table (content-types/session). */
type StoredSession = { id: number; userId: number; expiresAt: string; lastSeenAt: string | null; provedAt: string | null };

export type SessionUser = {
  id: number;
  name: string | null;
  email: string;
  phone: string | null;
  appRole: Role;
  approvalStatus: UserStatus;
  /** One of the home's owners (issue 41): a private flag, above the spec's admin role. */
  owner: boolean | null;
  /** Whether the password is one the person chose (issue 44): false when generated or set by someone else, null when not known. */
  passwordChosen?: boolean | null;
  blocked: boolean | null;
  password: string | null;
  createdAt: string;
  updatedAt: string;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A positive number of the environment variable, or the default (fractions allowed). */
const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** Absolute lifetime: a session ends this long after sign-in, however busy. */
const maxAgeMs = () => positive('SESSION_MAX_AGE_HOURS', 168) * 60 * 60 * 1000;
/** Idle expiry: a session nobody used for this long ends. */
const idleMs = () => positive('SESSION_IDLE_MINUTES', 120) * 60 * 1000;
/** Step-up (issue 41): an owner's action needs the password proved on this session this recently. */
const stepUpMs = () => positive('STEP_UP_MINUTES', 10) * 60 * 1000;
/** "Last seen" is written at most this often (not once per request), which idle expiry allows for. */
const touchEveryMs = () => Math.min(5 * 60 * 1000, idleMs() / 4);

/**
 * Secure cookies when the site is served over HTTPS: the request says so (TLS, or the proxy's
 * X-Forwarded-Proto with TRUST_PROXY on), or PUBLIC_URL is an https address.
 */
const isHttps = (ctx: Context) => ctx.request.secure || /^https:/i.test(process.env.PUBLIC_URL ?? '');

/**
 * Whether the cookies this answer sets are Secure (isHttps), and lets Koa set them: it refuses a
 * Secure cookie on a plain-HTTP socket, and behind a TLS-terminating proxy that is what the server
 * sees, while PUBLIC_URL vouches for HTTPS. The text size cookie uses it too.
 */
export const secureCookies = (ctx: Context) => {
  const secure = isHttps(ctx);
  if (secure) Object.assign(ctx.cookies, { secure: true });
  return secure;
};

const setCookie = (ctx: Context, value: string, expires: Date) => {
  const secure = secureCookies(ctx);
  ctx.cookies.set(SESSION_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires, overwrite: true });
};

const readToken = (ctx: Context): string | null => {
  const token = ctx.cookies.get(SESSION_COOKIE);
  // Our tokens are 43 base64url characters; anything else cannot match and is not looked up.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
};

/**
 * Sessions this process verified lately, by token hash: only for the calls that must answer while
 * the database is out of reach (system/health.php), and only for REMEMBER_MS after the last check.
 */
const REMEMBER_MS = 10 * 60 * 1000;
const REMEMBERED_MAX = 500;
const remembered = new Map<string, { user: SessionUser; at: number }>();
const remember = (token: string, user: SessionUser | null) => {
  const key = hashToken(token);
  remembered.delete(key);
  if (!user) return;
  remembered.set(key, { user, at: Date.now() });
  if (remembered.size > REMEMBERED_MAX) remembered.delete(remembered.keys().next().value as string);
};

/** How long a `remembered` lookup waits for the database. */
const REMEMBERED_WAIT_MS = 500;
const withinUnless = <T>(lookup: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('The session lookup timed out'), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([lookup, late]).finally(() => clearTimeout(timer));
};

const sessionService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** The session of this token, and its user (expired and idle sessions are removed). */
  const lookUp = async (ctx: Context, token: string): Promise<SessionUser | null> => {
    const session = (await strapi.db.query(SESSION_UID).findOne({ where: { tokenHash: hashToken(token) } })) as StoredSession | null;
    if (!session) return null;
    const now = Date.now();
    // Sessions from before idle expiry existed have no "last seen": their start is unknown, so
    // they count as seen at the time of this check.
    const lastSeen = session.lastSeenAt ? new Date(session.lastSeenAt).getTime() : now;
    if (new Date(session.expiresAt).getTime() <= now || lastSeen + idleMs() <= now) {
      await strapi.db.query(SESSION_UID).delete({ where: { id: session.id } });
      return null;
    }
    if (now - lastSeen >= touchEveryMs() || !session.lastSeenAt) {
      await strapi.db.query(SESSION_UID).update({ where: { id: session.id }, data: { lastSeenAt: new Date(now) } });
    }

    const user = (await strapi.db.query(USER_UID).findOne({ where: { id: session.userId } })) as SessionUser | null;
    if (!user || user.blocked) return null;

    ctx.state.sessionUser = user;
    ctx.state.sessionProvedAt = session.provedAt ? new Date(session.provedAt).getTime() : 0;
    return user;
  };

  return {
    async start(ctx: Context, userId: number) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + maxAgeMs());
      const sessions = strapi.db.query(SESSION_UID);

      // Expired and idle sessions of anyone are swept here, so the table does not grow.
      await sessions.deleteMany({
        where: { $or: [{ expiresAt: { $lt: new Date() } }, { lastSeenAt: { $lt: new Date(Date.now() - idleMs()) } }] },
      });
      // Signing in proves the password: the owner's actions need no second proof for a while (step-up).
      const now = new Date();
      await sessions.create({ data: { tokenHash: hashToken(token), userId, expiresAt, lastSeenAt: now, provedAt: now } });
      setCookie(ctx, token, expiresAt);
      ctx.state.sessionProvedAt = now.getTime();
    },

    /** Whether this request's session proved its holder's password within the step-up window (after currentUser). */
    provedRecently(ctx: Context) {
      const at = ctx.state.sessionProvedAt as number | undefined;
      return typeof at === 'number' && at > 0 && Date.now() - at < stepUpMs();
    },

    /** Records that the holder of this request's session has just proved the password again. */
    async proved(ctx: Context) {
      const token = readToken(ctx);
      if (!token) return;
      const now = new Date();
      await strapi.db.query(SESSION_UID).update({ where: { tokenHash: hashToken(token) }, data: { provedAt: now } });
      ctx.state.sessionProvedAt = now.getTime();
    },

    /**
     * The signed-in user of this request, or null. Looked up once per request. With `remembered`,
     * a session this process verified in the last ten minutes still counts while the database is
     * out of reach (decision 0030); without it, that failure is the caller's answer (503).
     */
    async currentUser(ctx: Context, options: { remembered?: boolean } = {}): Promise<SessionUser | null> {
      if (ctx.state.sessionUser !== undefined) return ctx.state.sessionUser as SessionUser | null;
      ctx.state.sessionUser = null;

      const token = readToken(ctx);
      if (!token) return null;
      try {
        // With `remembered` the answer must come quickly (health within a second): a database that
        // does not answer counts as out of reach.
        const user = await (options.remembered ? withinUnless(lookUp(ctx, token), REMEMBERED_WAIT_MS) : lookUp(ctx, token));
        remember(token, user);
        return user;
      } catch (error) {
        // A lookup that fails (the database is down) is not remembered as "nobody": the next asker meets the failure too.
        ctx.state.sessionUser = undefined;
        const kept = options.remembered && isDatabaseUnavailable(error) ? remembered.get(hashToken(token)) : undefined;
        if (kept && Date.now() - kept.at <= REMEMBER_MS) return kept.user;
        throw error;
      }
    },

    async end(ctx: Context) {
      const token = readToken(ctx);
      if (token) remember(token, null);
      if (token) await strapi.db.query(SESSION_UID).deleteMany({ where: { tokenHash: hashToken(token) } });
      setCookie(ctx, '', new Date(0));
      ctx.state.sessionUser = null;
    },
  };
};

export default sessionService;

export type SessionService = ReturnType<typeof sessionService>;
export const sessions = (strapi: Core.Strapi) => getService(strapi, 'api::session.session');

declare module '../../kit/services' {
  interface AppServices {
    'api::session.session': ReturnType<typeof sessionService>;
  }
}
