import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { Next } from '../content/http';
import { mailOn } from '../api/email-setting/mail';

const NO_EMAIL = 'Password reset by email is not set up on this site. Ask the site administrator to reset your console password.';

/**
 * Route middleware of the console's forgot/reset password routes: without a mail server (Settings ›
 * Email or SMTP_HOST) no email can be sent, so the console says so (in Strapi's own error shape, which its screens show) instead of
 * pretending to send one or handing it to a local sendmail. README: how a console password is reset.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => async (ctx: Context, next: Next) => {
  if (await mailOn(strapi)) return next();
  ctx.status = 400;
  ctx.body = { data: null, error: { status: 400, name: 'ApplicationError', message: NO_EMAIL, details: {} } };
};
