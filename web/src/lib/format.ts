/**
 * Formatting helpers shared by the site and the admin (spec sections 3, 5 and 9). Dates are in
 * format-dates.ts: this file is in the app's entry (the header and footer show the phone), those
 * only in the pages' and the admin's chunks.
 */

/** The spec's slug helper (section 5), shared with the server and the tests; a service's or program's slug in any language (issue 47). */
export { slugify, slugOf } from '@afh/contract/rules';

/** Digits shown as (XXX) XXX-XXXX; anything that is not ten digits is shown as it is. */
export const formatPhone = (value: string | null | undefined): string => {
  const digits = (value ?? '').replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (local.length !== 10) return value ?? '';
  return `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
};

/** A tel: link for a stored phone number. */
export const telHref = (value: string | null | undefined): string => `tel:${(value ?? '').replace(/[^\d+]/g, '')}`;

/** Cuts a text to `max` characters plus an ellipsis (mega-menu descriptions: 50). */
export const truncate = (text: string | null | undefined, max: number): string => {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
};

/** Bytes, KB, MB or GB with 2 decimals (spec section 9). */
export const formatFileSize = (bytes: number): string => {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  const power = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  return `${parseFloat((bytes / 1024 ** power).toFixed(2))} ${units[power]}`;
};
