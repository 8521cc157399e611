import type { Core } from '@strapi/strapi';
import type { EmailSettings, EmailStatus } from '@afh/contract/records';
import { siteOrigin } from '@afh/contract/rules';
import { badRequest, HttpError, MESSAGES } from '../../../content/http';
import { parseBody } from '../../../content/validation';
import { inPlainWords, sendFailureReason } from '../../../runtime/mail-failures';
import { checkOutbound } from '../../../security/outbound-address';
import { open, seal } from '../../../security/secret-box';
import { getService } from '../../kit/services';
import { defaultFrom, defaultPort, environmentServer, sendMail, type MailServer } from '../mail';

/**
 * The Email card's settings (issue 32), one row. The password is kept sealed under ENCRYPTION_KEY
 * (security/secret-box.ts) and never leaves this service: reads say only whether one is stored.
 */
const UID = 'api::email-setting.email-setting';

type Row = {
  id: number;
  host: string | null;
  port: number | null;
  secure: boolean | null;
  user: string | null;
  passwordSealed: string | null;
  from: string | null;
  notifyEmail: string | null;
  deliveryStatus: EmailStatus | null;
  checkedAt: string | Date | null;
  lastError: string | null;
  siteUrl: string | null;
};

/** What a server's save leaves: nothing is known of it until mail is sent with it. */
const UNTESTED = { deliveryStatus: 'untested', checkedAt: null, lastError: null } as const;

/** The server a row names, as compared when deciding whether the stored password may stay. */
const serverOf = (row: Partial<Row> | null) => {
  const secure = row?.secure === true;
  return [(row?.host ?? '').toLowerCase().replace(/\.+$/, ''), row?.port ?? defaultPort(secure), secure, row?.user ?? ''].join('\n');
};

/** Mail Server and Port must name a server the site may connect to (security/outbound-address.ts). */
const checkServer = (host: string | null | undefined, port: number | null | undefined, secure: boolean) => {
  if (!host) return;
  const verdict = checkOutbound(host, port ?? defaultPort(secure));
  if (verdict.allowed) return;
  throw badRequest(verdict.field === 'port' ? 'Port must be 25, 465, 587 or 2525.' : `Mail Server cannot be ${verdict.reason}.`);
};

const encryptionKey = (strapi: Core.Strapi) => String(strapi.config.get('admin.secrets.encryptionKey', '') ?? '');

/** PUBLIC_URL, which wins over the stored address, in the form the stored one is kept in. */
const environmentAddress = (strapi: Core.Strapi) => String(strapi.config.get('server.url', '') ?? '').replace(/\/+$/, '');

/** The site's address a signed-in admin's browser gives (its Origin) while none is stored; else ''. */
const browserAddress = (row: Row | null, origin: string | undefined) => (row?.siteUrl ? '' : siteOrigin((origin ?? '').slice(0, 200)));

const emailSettingService = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(UID);
  const current = async () => (await rows().findOne({ orderBy: { id: 'asc' } })) as Row | null;

  /** The address links in emails start with, and where it comes from (contract: EmailSettings.site_url). */
  const addressOf = (row: Row | null) => {
    const environment = environmentAddress(strapi);
    if (environment) return { url: environment, source: 'environment' as const };
    return row?.siteUrl ? { url: row.siteUrl, source: 'settings' as const } : { url: '', source: 'none' as const };
  };

  const toReply = (row: Row | null): EmailSettings => {
    const secure = row?.secure === true;
    const host = row?.host ?? '';
    const source = environmentServer() ? 'environment' : host ? 'settings' : 'off';
    const address = addressOf(row);
    return {
      host,
      port: row?.port ?? defaultPort(secure),
      secure,
      user: row?.user ?? '',
      from: row?.from ?? '',
      notify_email: row?.notifyEmail ?? '',
      password_set: Boolean(row?.passwordSealed),
      source,
      status: row?.deliveryStatus ?? 'untested',
      checked_at: row?.checkedAt ? new Date(row.checkedAt).toISOString() : null,
      last_error: row?.lastError ?? '',
      site_url: address.url,
      site_url_source: address.source,
    };
  };

  return {
    async read(): Promise<EmailSettings> {
      return toReply(await current());
    },

    /** The address links in emails start with (mail.ts siteAddress). */
    async siteAddress() {
      return addressOf(await current());
    },

    /**
     * The first time an admin saves Settings or this card, the site's address is taken from their
     * browser's (the Origin of that signed-in request): the address a family's link will work at,
     * also behind a proxy. Kept once; the owner changes it on the Email card. Never taken from an
     * anonymous request, nor from its Host header.
     */
    async rememberSiteAddress(origin: string | undefined): Promise<void> {
      const row = await current();
      const siteUrl = browserAddress(row, origin);
      if (!siteUrl) return;
      if (row) await rows().update({ where: { id: row.id }, data: { siteUrl } });
      else await rows().create({ data: { siteUrl } });
    },

    /** The stored server (null while no host is stored) and where new requests go; read at each send. */
    async stored(): Promise<{ server: MailServer | null; notifyEmail: string }> {
      const row = await current();
      const notifyEmail = row?.notifyEmail ?? '';
      if (!row?.host) return { server: null, notifyEmail };
      const secure = row.secure === true;
      const user = row.user ?? '';
      const key = encryptionKey(strapi);
      const pass = row.passwordSealed && key ? open(row.passwordSealed, key) : row.passwordSealed ? null : '';
      return {
        server: { host: row.host, port: row.port ?? defaultPort(secure), secure, user, pass: pass ?? '', from: row.from || defaultFrom(user), unreadablePassword: pass === null },
        notifyEmail,
      };
    },

    /**
     * Fields sent replace the stored ones; an omitted password stays, '' clears it, an empty host
     * turns email off. A new host, port, user or Secure clears the stored password unless a new one
     * is sent with it: the owner's password never follows the server to another. Without a
     * `site_url`, the browser's address (`origin`) is kept while none is stored (rememberSiteAddress).
     */
    async update(body: unknown, origin?: string): Promise<EmailSettings> {
      const input = parseBody('settings/email_update', body);
      const row = await current();
      const data: Partial<Omit<Row, 'id'>> = {};
      if (input.host !== undefined) data.host = input.host;
      if (input.port !== undefined) data.port = input.port;
      if (input.secure !== undefined) data.secure = input.secure;
      if (input.user !== undefined) data.user = input.user;
      if (input.from !== undefined) data.from = input.from;
      if (input.notify_email !== undefined) data.notifyEmail = input.notify_email;
      // An address sent (or cleared) is the owner's choice; otherwise the browser's is taken once.
      if (input.site_url !== undefined) data.siteUrl = input.site_url || null;
      else if (browserAddress(row, origin)) data.siteUrl = browserAddress(row, origin);
      if (input.password !== undefined) {
        const key = encryptionKey(strapi);
        if (input.password !== '' && !key) throw new HttpError(503, MESSAGES.emailKeyMissing);
        data.passwordSealed = input.password === '' ? null : seal(input.password, key);
      }
      const next = { ...row, ...data };
      if (input.host !== undefined || input.port !== undefined || input.secure !== undefined) checkServer(next.host, next.port, next.secure === true);
      if (input.password === undefined && row?.passwordSealed && serverOf(next) !== serverOf(row)) data.passwordSealed = null;
      // Another server, or another password: whether mail gets through is not known until it is sent (issue 44).
      if (serverOf(next) !== serverOf(row) || input.password !== undefined) Object.assign(data, UNTESTED);
      const saved = (row ? await rows().update({ where: { id: row.id }, data }) : await rows().create({ data })) as Row;
      return toReply(saved);
    },

    /** The name of the mail server in use now (SMTP_HOST, else the card's), '' while email is off. */
    async serverName(row?: Row | null): Promise<string> {
      return environmentServer()?.host ?? (row === undefined ? await current() : row)?.host ?? '';
    },

    /**
     * What the last send with the server in use now came to (mail.ts calls it after every test and
     * every real send): `working`, or `failing` with the reason in plain words. Kept on the row, so
     * that Today and the Email card say whether email works, not only whether it is set up.
     */
    async noteOutcome(failure: unknown): Promise<void> {
      const row = await current();
      const data = {
        deliveryStatus: failure === undefined ? 'working' : 'failing',
        checkedAt: new Date(),
        lastError: failure === undefined ? null : inPlainWords(failure, await this.serverName(row)).slice(0, 255),
      } as const;
      if (row) await rows().update({ where: { id: row.id }, data });
      else await rows().create({ data });
    },

    /** Sends a test message with the server in use now; 502 with the reason in plain words when it fails. */
    async test(body: unknown, admin: { id: number; name: string | null; email: string }): Promise<string> {
      const { to } = parseBody('settings/email_test', body);
      const recipient = to || admin.email;
      if ((await this.read()).source === 'off') throw badRequest(MESSAGES.emailOff);
      const record = (summary: string) =>
        getService(strapi, 'api::activity.activity').record({
          actor: { kind: 'site', id: admin.id, name: admin.name || admin.email, email: admin.email },
          action: 'email-test',
          targetType: 'setting',
          targetId: null,
          summary,
        });
      try {
        await sendMail(
          strapi,
          {
            to: recipient,
            subject: 'Test email from your website',
            text: 'This is a test email from your website. Email is set up: new requests, account approvals and password reset links will be sent this way.',
          },
          { test: true },
        );
      } catch (error) {
        const reason = inPlainWords(error, await this.serverName());
        strapi.log.warn(`Email test: the test email could not be sent (${sendFailureReason(error)}).`);
        await record(`A test email to ${recipient} could not be sent: ${reason}`);
        throw new HttpError(502, `The test email could not be sent: ${reason}.`);
      }
      await record(`A test email was sent to ${recipient}`);
      return recipient;
    },
  };
};
export default emailSettingService;

declare module '../../kit/services' {
  interface AppServices {
    'api::email-setting.email-setting': ReturnType<typeof emailSettingService>;
  }
}
