import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';

/**
 * Cookie sessions (DESIGN decision 3). The browser holds an opaque random token in an httpOnly
 * cookie; the database keeps only its SHA-256 hash, the user id and an expiry, so a stolen database
 * copy cannot be replayed and a logout or a password change really ends the session.
 */
export const SESSION_COOKIE = 'afh_session';
const SESSION_UID = 'api::session.session';
const USER_UID = 'plugin::users-permissions.user';

export type SessionUser = {
  id: number;
  name: string | null;
  email: string;
  phone: string | null;
  appRole: string;
  approvalStatus: string;
  blocked: boolean | null;
  password: string | null;
  createdAt: string;
  updatedAt: string;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const maxAgeMs = () => {
  const hours = Number(process.env.SESSION_MAX_AGE_HOURS ?? 168);
  return (Number.isFinite(hours) && hours > 0 ? hours : 168) * 60 * 60 * 1000;
};

const readToken = (ctx: Context): string | null => {
  const token = ctx.cookies.get(SESSION_COOKIE);
  // Our tokens are 43 base64url characters; anything else cannot match and is not looked up.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
};

const sessionService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async start(ctx: Context, userId: number) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + maxAgeMs());
    const sessions = strapi.db.query(SESSION_UID);

    await sessions.deleteMany({ where: { expiresAt: { $lt: new Date() } } });
    await sessions.create({ data: { tokenHash: hashToken(token), userId, expiresAt } });

    ctx.cookies.set(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.request.secure,
      path: '/',
      expires: expiresAt,
      overwrite: true,
    });
  },

  /** The signed-in user of this request, or null. Looked up once per request. */
  async currentUser(ctx: Context): Promise<SessionUser | null> {
    if (ctx.state.sessionUser !== undefined) return ctx.state.sessionUser;
    ctx.state.sessionUser = null;

    const token = readToken(ctx);
    if (!token) return null;

    const session = await strapi.db.query(SESSION_UID).findOne({ where: { tokenHash: hashToken(token) } });
    if (!session) return null;
    if (new Date(session.expiresAt).getTime() <= Date.now()) {
      await strapi.db.query(SESSION_UID).delete({ where: { id: session.id } });
      return null;
    }

    const user = (await strapi.db.query(USER_UID).findOne({ where: { id: session.userId } })) as SessionUser | null;
    if (!user || user.blocked) return null;

    ctx.state.sessionUser = user;
    return user;
  },

  async end(ctx: Context) {
    const token = readToken(ctx);
    if (token) await strapi.db.query(SESSION_UID).deleteMany({ where: { tokenHash: hashToken(token) } });
    ctx.cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', expires: new Date(0), overwrite: true });
    ctx.state.sessionUser = null;
  },
});

export default sessionService;

export type SessionService = ReturnType<typeof sessionService>;
export const sessions = (strapi: Core.Strapi) => strapi.service('api::session.session') as unknown as SessionService;
