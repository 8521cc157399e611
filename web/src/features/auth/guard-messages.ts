/** Why the admin guard sent someone to /login (spec section 4), carried as ?reason=. */
export const GUARD_MESSAGES = {
  pending: 'Your account is pending approval.',
  denied: 'Access denied. Admin privileges required.',
} as const;
export type GuardReason = keyof typeof GUARD_MESSAGES;

export type LoginSearch = { redirect?: string; reason?: GuardReason };

/** Only a path on this site may be returned to after sign-in (no open redirect). */
export const safeRedirect = (value: unknown): string | undefined =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : undefined;

export const parseLoginSearch = (search: Record<string, unknown>): LoginSearch => ({
  redirect: safeRedirect(search.redirect),
  reason: search.reason === 'pending' || search.reason === 'denied' ? search.reason : undefined,
});
