import nodemailer from '@strapi/provider-email-nodemailer';
import type { Core } from '@strapi/strapi';
import { readFileSync } from 'node:fs';
import tls from 'node:tls';
import { MailSetupError } from '../../runtime/mail-failures';
import { counters } from '../../runtime/metrics';
import { classifyHost, resolveOutbound } from '../../security/outbound-address';
import { getService } from '../kit/services';

/**
 * The one way the site sends mail (issue 32): new-request notices, account decisions, reset links,
 * the Email card's test and the console's own mail all come here. The server is read at send time:
 * the SMTP_* environment variables when SMTP_HOST is set (they win), else the Email card's stored
 * settings, else email is off and nothing leaves the machine.
 */
/** A file sent with a message (a tour's calendar file), as nodemailer takes it. */
export type MailAttachment = { filename: string; content: string; contentType: string };
export type MailMessage = { to: string; subject: string; text: string; html?: string; replyTo?: string; attachments?: MailAttachment[] };
export type MailServer = { host: string; port: number; secure: boolean; user: string; pass: string; from: string; unreadablePassword?: boolean };
export type MailSetup = { source: 'environment' | 'settings'; server: MailServer; notifyEmail: string } | { source: 'off'; notifyEmail: string };

export const defaultPort = (secure: boolean) => (secure ? 465 : 587);
export const defaultFrom = (user: string) => user || 'no-reply@localhost';

/** SMTP_*, read as Strapi's env helpers read them (env.bool: only "true"; env.int). */
export const environmentServer = (env: NodeJS.ProcessEnv = process.env): MailServer | null => {
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const secure = env.SMTP_SECURE === 'true';
  const user = env.SMTP_USER ?? '';
  const port = Number.parseInt(env.SMTP_PORT ?? '', 10);
  return { host, port: port > 0 ? port : defaultPort(secure), secure, user, pass: env.SMTP_PASS ?? '', from: env.EMAIL_FROM || defaultFrom(user) };
};

export const mailSetup = async (strapi: Core.Strapi): Promise<MailSetup> => {
  const stored = await getService(strapi, 'api::email-setting.email-setting').stored();
  // NOTIFY_EMAIL, then the card's "new requests go to"; the notice falls back on the settings' Email Address.
  const notifyEmail = process.env.NOTIFY_EMAIL?.trim() || stored.notifyEmail;
  const fromEnvironment = environmentServer();
  if (fromEnvironment) return { source: 'environment', server: fromEnvironment, notifyEmail };
  if (stored.server) return { source: 'settings', server: stored.server, notifyEmail };
  return { source: 'off', notifyEmail };
};

export const mailOn = async (strapi: Core.Strapi) => (await mailSetup(strapi)).source !== 'off';

/**
 * The address links in emails start with (issue 44): PUBLIC_URL when the server sets it, else the
 * site's address stored on the Email card (first filled in from an admin's browser); '' while
 * neither is known. Never the Host header of a request.
 */
export const siteAddress = async (strapi: Core.Strapi): Promise<string> => (await getService(strapi, 'api::email-setting.email-setting').siteAddress()).url;

/** A mail server that hangs must not hold a send for minutes; the test answers within 15 s in all. */
const WAITS = {
  usual: { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
  test: { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 12_000 },
};
const TEST_DEADLINE_MS = 14_000;

/**
 * TLS towards the mail server: the name it is reached by (its certificate is checked against it), and
 * MAIL_TLS_CA_FILE, a certificate authority the operator trusts besides the system's (a relay
 * with a private authority; the tests' throw-away mail server). Certificates are always verified.
 */
const tlsOptions = (servername: string | undefined) => {
  const caFile = process.env.MAIL_TLS_CA_FILE?.trim();
  const ca = caFile ? [...tls.rootCertificates, readFileSync(caFile, 'utf8')] : undefined;
  return servername || ca ? { tls: { ...(servername ? { servername } : {}), ...(ca ? { ca } : {}) } } : {};
};

/** Email is off on this site (no Email card, no SMTP_*): nothing is sent, by the owner's choice. */
class MailOffError extends MailSetupError {}

/** Sends one message with the server in use now; throws the transport's error (or MailSetupError). */
export const sendMail = (strapi: Core.Strapi, message: MailMessage, options: { test?: boolean } = {}) =>
  send(strapi, message, options).then(
    () => noteOutcome(strapi, undefined),
    async (error: unknown) => {
      // A site without email sends none by choice: nothing failed. The Email card's test tells the
      // admin itself; any other failure of the site's own mail is counted (GET /metrics).
      if (!(error instanceof MailOffError)) {
        if (!options.test) counters.mailFailures.inc();
        await noteOutcome(strapi, error);
      }
      throw error;
    },
  );

/** Whether email works, as the last send found (issue 44); a database that cannot take the note does not fail the send. */
const noteOutcome = (strapi: Core.Strapi, failure: unknown) =>
  getService(strapi, 'api::email-setting.email-setting')
    .noteOutcome(failure)
    .catch((error: unknown) => strapi.log.warn(`Email: whether the last send got through could not be noted (${(error as Error).message?.slice(0, 200)}).`));

const send = async (strapi: Core.Strapi, message: MailMessage, { test = false } = {}) => {
  const setup = await mailSetup(strapi);
  if (setup.source === 'off') throw new MailOffError('email is not set up on this site');
  const { server } = setup;
  if (server.unreadablePassword) {
    throw new MailSetupError("the stored password can no longer be read (the server's ENCRYPTION_KEY changed): enter it again and save");
  }
  // A user without a password: the one stored was cleared when the server changed (issue 41).
  if (setup.source === 'settings' && server.user && !server.pass) {
    throw new MailSetupError('no password is stored for this mail server: enter the password again for the new server and save');
  }
  // The card's server is checked after DNS resolution and reached at the address checked, the name
  // kept for TLS; SMTP_* set by the operator are trusted as they are (a local relay).
  const address = setup.source === 'settings' ? await resolveOutbound(server.host, server.port) : server.host;
  // An address in any spelling has no name to check a certificate against (and SNI takes none).
  const servername = classifyHost(server.host).ip ? undefined : server.host.replace(/\.+$/, '');
  const transport = nodemailer.init(
    {
      host: address,
      port: server.port,
      secure: server.secure,
      // A login only ever over TLS: implicit TLS, or STARTTLS required (a server without it gets no AUTH).
      ...(server.user ? { auth: { user: server.user, pass: server.pass }, requireTLS: !server.secure } : {}),
      ...tlsOptions(servername),
      ...(test ? WAITS.test : WAITS.usual),
    },
    { defaultFrom: server.from, defaultReplyTo: '' },
  );
  let timer: NodeJS.Timeout | undefined;
  try {
    // What the transport answers (nodemailer's SentMessageInfo) is not used.
    const sending: Promise<unknown> = transport.send({ ...message, from: server.from, ...(message.replyTo ? { replyTo: message.replyTo } : {}) });
    if (!test) {
      await sending;
      return;
    }
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error('The mail server did not answer in time'), { code: 'ETIMEDOUT' })), TEST_DEADLINE_MS);
    });
    await Promise.race([sending, deadline]);
  } finally {
    clearTimeout(timer);
    transport.close();
  }
};

/**
 * The email plugin's provider (used by the console: its password reset and "send test email")
 * sends through sendMail too; without it the plugin would hand mail to a local sendmail.
 */
export const routePluginMail = (strapi: Core.Strapi) => {
  const plugin = strapi.plugin('email');
  if (!plugin) return;
  Object.assign(plugin, {
    provider: {
      send: (options: { to: string; subject: string; text?: string; html?: string }) =>
        sendMail(strapi, { to: options.to, subject: options.subject, text: options.text ?? options.html ?? '', ...(options.html ? { html: options.html } : {}) }),
    },
  });
};
