import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { ForgotPasswordReply } from '@afh/contract/records';
import { HttpError, MESSAGES, send } from '../../../content/http';
import { isApprovedAdmin } from '../../../security/roles';
import { sessions } from '../../session/services/session';
import { toOwnUser } from '../services/account';
import { getService } from '../../kit/services';

/** The spec's words (section 8), whether or not the site sends email (issue 32). */
const REGISTERED = 'Account created successfully! Your account is pending approval. You will be notified once approved.';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const accounts = () => getService(strapi, 'api::account.account');
  const resets = () => getService(strapi, 'api::password-reset.password-reset');

  return {
    async login(ctx: Context) {
      const user = await accounts().login(ctx, ctx.request.body);
      send(ctx, { success: true, message: 'Login successful', user });
    },

    async logout(ctx: Context) {
      await sessions(strapi).end(ctx);
      send(ctx, { success: true, message: 'Logged out successfully' });
    },

    async verifySession(ctx: Context) {
      const user = await sessions(strapi).currentUser(ctx);
      if (!user) throw new HttpError(401, 'Not signed in.');
      send(ctx, { success: true, user: toOwnUser(user) });
    },

    async create(ctx: Context) {
      const caller = await sessions(strapi).currentUser(ctx);
      if (isApprovedAdmin(caller)) {
        const user = await accounts().createByAdmin(ctx.request.body);
        return send(ctx, { success: true, message: 'User created successfully.', user }, 201);
      }
      const user = await accounts().register(ctx.request.body);
      send(ctx, { success: true, message: REGISTERED, user }, 201);
    },

    async read(ctx: Context) {
      send(ctx, { success: true, records: await accounts().list() });
    },

    async update(ctx: Context) {
      const user = await accounts().update(ctx.request.body);
      send(ctx, { success: true, message: 'User updated successfully.', user });
    },

    async updateStatus(ctx: Context) {
      const user = await accounts().updateStatus(ctx.request.body);
      send(ctx, { success: true, message: 'User status updated successfully.', user });
    },

    async changePassword(ctx: Context) {
      await accounts().changePassword(ctx, ctx.request.body);
      send(ctx, { success: true, message: 'Password changed successfully.' });
    },

    async updateProfile(ctx: Context) {
      const user = await accounts().updateProfile(ctx, ctx.request.body);
      send(ctx, { success: true, message: 'Your profile was saved.', user });
    },

    async confirmPassword(ctx: Context) {
      await accounts().confirmPassword(ctx, ctx.request.body);
      send(ctx, { success: true, message: 'Password confirmed.' });
    },

    /** Before anything is sent, /forgot-password asks whether a link can be emailed at all. */
    async forgotPasswordStatus(ctx: Context) {
      send(ctx, await resets().status());
    },

    async forgotPassword(ctx: Context) {
      const { byEmail } = await resets().request(ctx.request.body);
      const reply: ForgotPasswordReply = { success: true, message: byEmail ? MESSAGES.resetLinkSent : MESSAGES.resetByAdmin, email: byEmail };
      send(ctx, reply);
    },

    async resetPassword(ctx: Context) {
      await resets().reset(ctx.request.body);
      send(ctx, { success: true, message: MESSAGES.passwordReset });
    },

    async delete(ctx: Context) {
      const id = await accounts().remove(ctx.query.id);
      send(ctx, { success: true, message: 'User deleted successfully.', id });
    },
  };
};
