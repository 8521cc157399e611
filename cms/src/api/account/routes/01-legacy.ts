import type { Core } from '@strapi/strapi';
import { BODY_BYTES } from '../../../security/body-limits';
import { adminOnly, bodyLimit, ownerOnly, sameOriginAlways, throttled } from '../../../security/route-policies';

const admin = { auth: false as const, middlewares: [adminOnly] };
/** Any admin's call, except on an admin or the owner flag: the home's owner's (security/owners.ts, issue 41). */
const ownerFor = (when: Parameters<typeof ownerOnly>[0]) => ({ auth: false as const, middlewares: [ownerOnly(when)] });
const open = { auth: false as const };

const config: Core.RouterConfig = {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/users/login.php', handler: 'api::account.account.login', config: { auth: false, middlewares: [bodyLimit(BODY_BYTES.signIn), sameOriginAlways, throttled('login')] } },
    { method: 'POST', path: '/users/logout.php', handler: 'api::account.account.logout', config: open },
    { method: 'GET', path: '/users/verify_session.php', handler: 'api::account.account.verifySession', config: open },
    // Anonymous: registration. Called by an admin: creates a user with the given role and status.
    { method: 'POST', path: '/users/create.php', handler: 'api::account.account.create', config: { auth: false, middlewares: [bodyLimit(BODY_BYTES.registration), throttled('register')] } },
    { method: 'GET', path: '/users/read.php', handler: 'api::account.account.read', config: admin },
    { method: 'POST', path: '/users/update.php', handler: 'api::account.account.update', config: ownerFor('user-update') },
    { method: 'POST', path: '/users/update_status.php', handler: 'api::account.account.updateStatus', config: ownerFor('user-update') },
    { method: 'DELETE', path: '/users/delete.php', handler: 'api::account.account.delete', config: ownerFor('user-delete') },
    { method: 'POST', path: '/users/change_password.php', handler: 'api::account.account.changePassword', config: ownerFor('user-password') },
    // The signed-in admin's own details (issue 44); a new email or password needs the current one, counted like step-up passwords.
    { method: 'POST', path: '/users/update_profile.php', handler: 'api::account.account.updateProfile', config: { auth: false, middlewares: [bodyLimit(BODY_BYTES.profile), sameOriginAlways, adminOnly, throttled('confirm-password')] } },
    // Step-up: the signed-in admin's password again, before an owner's action (throttled like sign-in).
    { method: 'POST', path: '/users/confirm_password.php', handler: 'api::account.account.confirmPassword', config: { auth: false, middlewares: [bodyLimit(BODY_BYTES.signIn), sameOriginAlways, adminOnly, throttled('confirm-password')] } },
    // Anyone: a reset link by email (the same answer for every address), and a new password with it.
    // Whether a reset link can be emailed: the page says who can help before anything is sent.
    { method: 'GET', path: '/users/forgot_password.php', handler: 'api::account.account.forgotPasswordStatus', config: { auth: false } },
    { method: 'POST', path: '/users/forgot_password.php', handler: 'api::account.account.forgotPassword', config: { auth: false, middlewares: [bodyLimit(BODY_BYTES.forgotPassword), sameOriginAlways, throttled('forgot-password')] } },
    { method: 'POST', path: '/users/reset_password.php', handler: 'api::account.account.resetPassword', config: { auth: false, middlewares: [bodyLimit(BODY_BYTES.resetPassword), sameOriginAlways, throttled('reset-password')] } },
  ],
};

export default config;
