import { isImageReference } from '@afh/contract/rules';

/** Image kinds for placeholders (spec section 3): every kind uses /placeholder.svg. */
export type ImageKind = 'service' | 'program' | 'user';
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/**
 * Spec section 7's image URL resolution, within the one URL rule every stored picture obeys
 * (the contract's isImageReference, the same the API and the console check): an http(s) URL or a
 * path under /uploads/ (or the legacy /backend/uploads/images/) is used as is, and a bare file name
 * maps to the backend's uploads/images path. No value, or one the rule refuses (javascript:, data:,
 * //host, another site path, hidden characters), gives '': nothing is drawn or linked from it.
 */
export const resolveImageUrl = (value: string | null | undefined): string => {
  const image = (value ?? '').trim();
  if (!image || !isImageReference(image)) return '';
  return image.includes('/') ? image : `/backend/uploads/images/${image}`;
};

/** An image's alt text as drawn: the owner's words for a real image, '' for the placeholder (decoration). */
export const altOf = (value: string | null | undefined, alt: string | null | undefined): string => (resolveImageUrl(value) ? (alt ?? '').trim() : '');

export const imageOrPlaceholder = (value: string | null | undefined, _kind: ImageKind = 'service'): string =>
  resolveImageUrl(value) || PLACEHOLDER_IMAGE;
