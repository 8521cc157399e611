/** The widths the site's illustrations are drawn at (scripts/make-site-images.mjs). */
export const HERO_WIDTHS = [640, 960, 1280, 1920] as const;
export const BANNER_WIDTHS = [480, 800, 1200, 1600] as const;
/** The widths the server makes of an upload (cms/src/middlewares/uploads.ts). */
export const UPLOAD_WIDTHS = [320, 480, 640, 960, 1280] as const;

/** `${stem}-${width}.webp ${width}w, ...` for pictures stored once per width. */
export const widthSrcSet = (stem: string, widths: readonly number[]) => widths.map((width) => `${stem}-${width}.webp ${width}w`).join(', ');

/** An uploaded image on this server: /uploads/<file> or the legacy /backend/uploads/images/<file>. */
const LOCAL_UPLOAD = /^\/(?:uploads|backend\/uploads\/images)\/[A-Za-z0-9][A-Za-z0-9._-]*\.(?:jpe?g|png|webp|gif|avif)$/i;

/**
 * The srcset of an uploaded image from its resized WebP variants (`?w=`), or undefined for anything
 * the server does not resize (an outside URL, the placeholder, a site illustration).
 */
export const uploadSrcSet = (url: string): string | undefined =>
  LOCAL_UPLOAD.test(url) ? UPLOAD_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', ') : undefined;
