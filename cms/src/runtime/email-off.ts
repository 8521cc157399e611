import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/** Only an SMTP transport configured in the environment sends mail (config/plugins.ts). */
export const emailConfigured = (strapi: Core.Strapi) => strapi.config.get('plugin::email.provider') === 'nodemailer';

/** Why a send failed, for the log: the transport's error code and SMTP reply code only, never the message (it may quote an address). */
export const sendFailureReason = (error: unknown) => {
  const { code, responseCode, name } = (error ?? {}) as { code?: unknown; responseCode?: unknown; name?: unknown };
  return [code, responseCode].filter((part) => typeof part === 'string' || typeof part === 'number').join(' ') || (typeof name === 'string' ? name : 'Error');
};

/**
 * Without SMTP_HOST the email plugin keeps its default provider, which hands mail to a local
 * sendmail: nothing may leave the machine that way. Every sender (the console's password reset and
 * "send test email", anything else) then gets this provider, which sends nothing and says so.
 */
export const turnEmailOffWithoutSmtp = (strapi: Core.Strapi) => {
  if (process.env.SMTP_HOST) return;
  const plugin = strapi.plugin('email');
  if (!plugin) return;
  Object.assign(plugin, {
    provider: {
      send(): Promise<never> {
        return Promise.reject(new errors.ApplicationError('Email is not set up on this site (SMTP_HOST is not set).'));
      },
    },
  });
};
