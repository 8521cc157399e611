import type { Context } from 'koa';

/** What a throttle's refusal says and sends (throttles.ts counts; this answers). */
const minutes = (ms: number) => {
  const count = Math.max(1, Math.ceil(ms / 60_000));
  return `${count} minute${count === 1 ? '' : 's'}`;
};

/** The words of a refusal by address, with the wait in whole minutes. */
export const tooManyFromAddress = (waitMs: number) => `Too many requests from your address. Please try again in ${minutes(waitMs)}.`;
export const tooManySignIns = (waitMs: number) => `Too many failed sign-in attempts. Please wait ${minutes(waitMs)} before trying again.`;
export const tooManyTestEmails = (waitMs: number) => `Too many test emails. Please try again in ${minutes(waitMs)}.`;
export const tooManyResetLinks = (waitMs: number) => `Too many reset links asked for this email. Please try again in ${minutes(waitMs)}.`;

/** A throttle's answer: 429 `{success: false, message}` with `Retry-After` in whole seconds. */
export const refuseThrottled = (ctx: Context, waitMs: number, message: string) => {
  ctx.set('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  ctx.status = 429;
  ctx.body = { success: false, message };
};
