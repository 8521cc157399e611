/** Image kinds for placeholders (spec section 3): every kind uses /placeholder.svg. */
export type ImageKind = 'service' | 'program' | 'user';
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/**
 * Spec section 7's image URL resolution: a value starting with http(s) or /backend, or containing a
 * slash, is used as is; a bare file name maps to the uploads/images path; no value gives ''.
 */
export const resolveImageUrl = (value: string | null | undefined): string => {
  const image = (value ?? '').trim();
  if (!image) return '';
  if (/^https?:\/\//i.test(image) || image.startsWith('/backend') || image.includes('/')) return image;
  return `/backend/uploads/images/${image}`;
};

export const imageOrPlaceholder = (value: string | null | undefined, _kind: ImageKind = 'service'): string =>
  resolveImageUrl(value) || PLACEHOLDER_IMAGE;
