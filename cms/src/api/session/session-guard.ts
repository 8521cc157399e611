import type { Core } from '@strapi/strapi';

const USER_UID = 'plugin::users-permissions.user';

type UserChange = { password?: unknown; approvalStatus?: unknown; blocked?: unknown };

/** A change after which nobody may stay signed in as that user. */
const endsSessions = (data: UserChange | undefined) =>
  Boolean(data && (data.password !== undefined || data.approvalStatus === 'disapproved' || data.blocked === true));

/**
 * Ends a user's sessions whenever their password changes, they are disapproved or blocked, or they
 * are deleted, whoever makes the change: our API or the Strapi console (both go through the
 * Document Service).
 */
export const registerSessionGuard = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== USER_UID || (context.action !== 'update' && context.action !== 'delete')) return next();

    const params = context.params as { documentId?: string; data?: UserChange };
    const mustEnd = context.action === 'delete' || endsSessions(params.data);
    const users = mustEnd && params.documentId ? ((await strapi.db.query(USER_UID).findMany({ where: { documentId: params.documentId }, select: ['id'] })) as Array<{ id: number }>) : [];

    const result = await next();
    for (const { id } of users) {
      await strapi.db.query('api::session.session').deleteMany({ where: { userId: id } });
    }
    return result;
  });
};
