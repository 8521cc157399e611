import type { Context } from 'koa';
import type { Next } from '../content/http';

const NO_EMAIL = 'Password reset by email is not set up on this site. Ask the site administrator to reset your console password.';

/**
 * Route middleware of the console's forgot/reset password routes: without SMTP_HOST no email can be
 * sent, so the console says so (in Strapi's own error shape, which its screens show) instead of
 * pretending to send one or handing it to a local sendmail. README: how a console password is reset.
 */
export default () => async (ctx: Context, next: Next) => {
  if (process.env.SMTP_HOST) return next();
  ctx.status = 400;
  ctx.body = { data: null, error: { status: 400, name: 'ApplicationError', message: NO_EMAIL, details: {} } };
};
