import type { Context } from 'koa';
import type { Next } from '../content/http';

type ClientError = { status?: number; statusCode?: number; expose?: boolean; name?: string; message?: string };

/**
 * A client's mistake thrown by a library outside our API (koa-static's 403 for an encoded
 * "../" path, a 400 for a malformed URL) is answered as such, quietly: strapi::errors would log it
 * with a stack trace as if the server had failed, so anyone could fill the log at will.
 */
export default () => async (ctx: Context, next: Next) => {
  try {
    await next();
  } catch (thrown) {
    const error = (thrown ?? {}) as ClientError;
    const status = error.status ?? error.statusCode;
    if (!(error.expose && status && status >= 400 && status < 500)) throw thrown;
    ctx.status = status;
    ctx.body = { data: null, error: { status, name: error.name ?? 'Error', message: error.message ?? 'Bad request' } };
  }
};
