import { TEXT_SIZE_COOKIE, textSizeOf } from '@afh/contract/site';
import type { Context } from 'koa';
import { HttpError } from '../../../content/http';
import { secureCookies } from '../../session/services/session';
import { backPath } from '../back-path';

/** About a year: browsers keep a cookie 400 days at most. */
const KEPT_MS = 365 * 24 * 60 * 60 * 1000;

export default () => ({
  /**
   * POST site/text_size.php, a plain form post of the header's buttons: `text_size` (one of
   * TEXT_SIZES) and `back` (the page's path). Sets the cookie the pages are drawn from (none for
   * the standard size) and sends the visitor back to that page (303), or refuses an unknown size.
   * Not HttpOnly: the page's first script sets the same cookie on a tap.
   */
  choose(ctx: Context) {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const size = textSizeOf(body[TEXT_SIZE_COOKIE]);
    if (!size) throw new HttpError(400, 'Please choose a text size.');
    const secure = secureCookies(ctx);
    ctx.cookies.set(TEXT_SIZE_COOKIE, size === 'standard' ? null : size, { httpOnly: false, sameSite: 'lax', secure, path: '/', maxAge: KEPT_MS, overwrite: true });
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    ctx.redirect(backPath(body.back));
  },
});
