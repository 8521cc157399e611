import type { Context } from 'koa';
import { MAX_IMAGE_BYTES } from '../contract/rules';
import { MESSAGES, type Next } from '../lib/http';

/**
 * Refuses a request whose declared size is over the cap before a byte of its body is read: a
 * multipart upload may be a little over the 5 MB image rule, anything else far less. Bodies sent
 * without a length (chunked) are cut off while streaming by strapi::body's own limits.
 */
export default (config: { multipartBytes?: number; otherBytes?: number }) => {
  const multipartBytes = config.multipartBytes ?? MAX_IMAGE_BYTES + 1024 * 1024 + 64 * 1024;
  const otherBytes = config.otherBytes ?? 1024 * 1024 + 64 * 1024;

  return async (ctx: Context, next: Next) => {
    const length = Number(ctx.get('Content-Length') || 0);
    const cap = ctx.is('multipart') ? multipartBytes : otherBytes;
    if (!(length > cap)) return next();

    ctx.status = 413;
    ctx.body = { success: false, message: ctx.path.toLowerCase().endsWith('/upload_image.php') ? MESSAGES.fileTooLarge : 'The request is too large.' };
  };
};
