import { getSystemErrorName } from 'node:util';
import { OutboundRefusedError } from '../security/outbound-address';

/**
 * Why a send failed, in two forms: for the log, the transport's error code and SMTP reply code only
 * (never the message, which may quote an address); for the admin testing the Email card, the same
 * reason in plain words (never the server's own text, which may quote the password's user or host).
 */
/** The system error under nodemailer's own code (it renames a refused connection ESOCKET, keeping the errno). */
const systemCode = (errno: unknown) => {
  if (typeof errno !== 'number' || errno >= 0) return '';
  try {
    return getSystemErrorName(errno);
  } catch {
    return '';
  }
};

const partsOf = (error: unknown) => {
  const { code, responseCode, name, errno } = (error ?? {}) as { code?: unknown; responseCode?: unknown; name?: unknown; errno?: unknown };
  return {
    code: typeof code === 'string' ? code : '',
    system: systemCode(errno),
    responseCode: typeof responseCode === 'number' ? responseCode : null,
    name: typeof name === 'string' ? name : 'Error',
  };
};

export const sendFailureReason = (error: unknown) => {
  const { code, system, responseCode, name } = partsOf(error);
  return [code, system, responseCode].filter((part) => part !== '' && part !== null).join(' ') || name;
};

/** A setup that cannot send at all (email off, a password that can no longer be read): its message is already plain. */
export class MailSetupError extends Error {
  readonly code = 'ESETUP';
  constructor(message: string) {
    super(message);
    this.name = 'MailSetupError';
  }
}

const WORDS: Record<string, string> = {
  EAUTH: 'the mail server refused the user name or password',
  ETIMEDOUT: 'the mail server did not answer in time (check the server name and the port)',
  ECONNREFUSED: 'the mail server refused the connection (check the port)',
  ECONNRESET: 'the mail server closed the connection (check the port and Secure)',
  EDNS: 'no mail server by that name could be found',
  ENOTFOUND: 'no mail server by that name could be found',
  EAI_AGAIN: 'no mail server by that name could be found',
  EHOSTUNREACH: 'the mail server cannot be reached from this server',
  ENETUNREACH: 'the mail server cannot be reached from this server',
  ETLS: 'a secure connection to the mail server could not be made (check Secure and the port)',
  EENVELOPE: 'the mail server refused the sender or the recipient address',
  EMESSAGE: 'the mail server refused the message',
};

/** Refused before any password was sent: the server answered STARTTLS (required with a login) with an error. */
export const NO_ENCRYPTION = 'this mail server does not offer encryption, so the password was not sent';

const refusedStartTls = (error: unknown) => {
  const { command, response } = (error ?? {}) as { command?: unknown; response?: unknown };
  return command === 'STARTTLS' && typeof response === 'string';
};

/**
 * The next step when a provider refuses the password (issue 44): the providers owners use take an
 * app password from apps like this one, never the account's normal password.
 */
const APP_PASSWORD_PROVIDERS: Array<[RegExp, string]> = [
  [/(^|\.)(gmail|googlemail|google)\.com$/, 'Gmail'],
  [/(^|\.)(outlook|office365|hotmail|live)\.com$/, 'Outlook and Microsoft 365'],
  [/(^|\.)(me|mac|icloud)\.com$/, 'iCloud Mail'],
  [/(^|\.)yahoo\.com$/, 'Yahoo Mail'],
];
const refusedPasswordStep = (host: string) => {
  const name = host.trim().toLowerCase().replace(/\.+$/, '').slice(0, 253);
  const provider = APP_PASSWORD_PROVIDERS.find(([pattern]) => pattern.test(name))?.[1];
  return provider ? `. For ${provider}, use an app password, not your normal password` : '';
};

/** What went wrong, in the owner's words; `host`, the mail server's name, adds the next step where one is known. */
export const inPlainWords = (error: unknown, host = ''): string => {
  const words = plainWords(error);
  return words === WORDS.EAUTH ? `${words}${refusedPasswordStep(host)}` : words;
};

const plainWords = (error: unknown): string => {
  if (error instanceof MailSetupError) return error.message;
  if (error instanceof OutboundRefusedError) return `the mail server's address is not allowed (it is ${error.reason})`;
  const { code, system, responseCode } = partsOf(error);
  if (code === 'ETLS' && refusedStartTls(error)) return NO_ENCRYPTION;
  if (WORDS[system]) return WORDS[system];
  if (WORDS[code]) return WORDS[code];
  if (code.startsWith('ERR_SSL') || code.startsWith('ERR_TLS') || code.includes('CERT')) return WORDS.ETLS;
  if (responseCode === 535 || responseCode === 534) return WORDS.EAUTH;
  return `the mail server could not take the message (${sendFailureReason(error)})`;
};
