/** Why the admin guard (spec section 4), or a password just set, sent someone to /login: ?reason=. */
export const GUARD_MESSAGES = {
  pending: 'Your account is pending approval.',
  denied: 'Access denied. Admin privileges required.',
  'password-set': 'Your password has been set. Please sign in with your new password.',
} as const;
export type GuardReason = keyof typeof GUARD_MESSAGES;

export type LoginSearch = { redirect?: string; reason?: GuardReason };

/** Only a path on this site may be returned to after sign-in (no open redirect). */
export const safeRedirect = (value: unknown): string | undefined =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : undefined;

export const parseLoginSearch = (search: Record<string, unknown>): LoginSearch => ({
  redirect: safeRedirect(search.redirect),
  reason: typeof search.reason === 'string' && Object.hasOwn(GUARD_MESSAGES, search.reason) ? (search.reason as GuardReason) : undefined,
});
