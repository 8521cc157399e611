import { readFileSync } from 'node:fs';
import net from 'node:net';
import tls from 'node:tls';

/** `data` is the message as sent, with quoted-printable undone and line ends as \n, for easy matching. */
export type Received = { from: string; to: string[]; data: string; auth?: string; secured?: boolean };

/**
 * The throw-away certificate global-setup made (MAIL_TLS_CA_FILE, which the servers under test
 * trust, and TEST_SMTP_TLS_KEY_FILE), for STARTTLS.
 */
const testCertificate = () => {
  const cert = process.env.MAIL_TLS_CA_FILE;
  const key = process.env.TEST_SMTP_TLS_KEY_FILE;
  if (!cert || !key) throw new Error('No test certificate: MAIL_TLS_CA_FILE and TEST_SMTP_TLS_KEY_FILE are set by tests/global-setup.ts');
  return tls.createSecureContext({ cert: readFileSync(cert), key: readFileSync(key) });
};

const readable = (raw: string) =>
  raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r\n/g, '\n');

/**
 * A tiny SMTP server on a free local port that keeps every message it is given (STARTTLS with the
 * test certificate; AUTH PLAIN and LOGIN are accepted and recorded), so tests see what a real mail
 * server would receive. With `password`, a login with any other password is refused (535), as a
 * real server does. With `starttls: false` it offers no encryption (and still offers AUTH), as a
 * careless server would; `authAttempts` counts every AUTH command it was sent.
 */
export async function startSmtpSink({ password, starttls = true }: { password?: string; starttls?: boolean } = {}) {
  const secureContext = starttls ? testCertificate() : null;
  let authAttempts = 0;
  const messages: Received[] = [];
  const waiting: Array<(message: Received) => void> = [];
  const sockets = new Set<net.Socket>();
  // While held, new connections get no greeting: a mail server that hangs.
  let held: Array<() => void> | null = null;

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (held) held.push(() => serve(socket, false));
    else serve(socket, false);
  });

  /** One SMTP session on a socket; after STARTTLS a new one on the TLS socket, without a greeting (as RFC 3207 has it). */
  const serve = (socket: net.Socket, secured: boolean) => {
    let buffer = '';
    let mode: 'command' | 'data' | 'login-user' | 'login-pass' = 'command';
    let current: Received = { from: '', to: [], data: '' };
    let loginUser = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    if (!secured) reply('220 sink.test ESMTP');

    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (mode === 'data') {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = readable(buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.'));
          buffer = buffer.slice(end + 5);
          messages.push(current);
          waiting.splice(0).forEach((resolve) => resolve(current));
          current = { from: '', to: [], data: '', auth: current.auth, secured: current.secured };
          mode = 'command';
          reply('250 2.0.0 Queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        if (mode === 'login-user') {
          loginUser = Buffer.from(line, 'base64').toString('utf8');
          mode = 'login-pass';
          reply('334 UGFzc3dvcmQ6');
          continue;
        }
        if (mode === 'login-pass') {
          const pass = Buffer.from(line, 'base64').toString('utf8');
          mode = 'command';
          if (password !== undefined && pass !== password) reply('535 5.7.8 Authentication credentials invalid');
          else {
            current.auth = `${loginUser}:${pass}`;
            current.secured = secured;
            reply('235 2.7.0 Authentication successful');
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write(`250-sink.test\r\n${secureContext && !secured ? '250-STARTTLS\r\n' : ''}250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n`);
        else if (line.toUpperCase() === 'STARTTLS' && secureContext && !secured) {
          reply('220 2.0.0 Ready to start TLS');
          socket.removeAllListeners('data');
          const upgraded = new tls.TLSSocket(socket, { isServer: true, secureContext });
          upgraded.on('error', () => socket.destroy());
          serve(upgraded, true);
          return;
        } else if (verb === 'HELO') reply('250 sink.test');
        else if (verb === 'AUTH') {
          authAttempts += 1;
          const [, method, initial] = line.split(' ');
          if (method.toUpperCase() === 'PLAIN' && initial) {
            const [, user, pass] = Buffer.from(initial, 'base64').toString('utf8').split('\0');
            if (password !== undefined && pass !== password) reply('535 5.7.8 Authentication credentials invalid');
            else {
              current.auth = `${user}:${pass}`;
              current.secured = secured;
              reply('235 2.7.0 Authentication successful');
            }
          } else if (method.toUpperCase() === 'LOGIN') {
            mode = 'login-user';
            reply('334 VXNlcm5hbWU6');
          } else reply('504 Unrecognized authentication type');
        } else if (verb === 'MAIL') {
          current.from = line.slice(line.indexOf(':') + 1).trim();
          reply('250 2.1.0 Ok');
        } else if (verb === 'RCPT') {
          current.to.push(line.slice(line.indexOf(':') + 1).trim());
          reply('250 2.1.5 Ok');
        } else if (verb === 'DATA') {
          mode = 'data';
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          current = { from: '', to: [], data: '', auth: current.auth, secured: current.secured };
          reply('250 Ok');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply(verb === 'NOOP' ? '250 Ok' : '502 Command not implemented');
      }
    });
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    messages,
    /** AUTH commands received so far, answered or not. */
    get authAttempts() {
      return authAttempts;
    },
    /** The next message the sink receives (or one already received that `match` accepts). */
    next: (match: (message: Received) => boolean = () => true, timeoutMs = 15_000) =>
      new Promise<Received>((resolve, reject) => {
        const already = messages.find(match);
        if (already) return resolve(already);
        const timer = setTimeout(() => reject(new Error('No email arrived at the SMTP sink')), timeoutMs);
        const check = (message: Received) => {
          if (!match(message)) return void waiting.push(check);
          clearTimeout(timer);
          resolve(message);
        };
        waiting.push(check);
      }),
    /** Holds new connections without a greeting until release(). */
    hold: () => void (held = []),
    release: () => {
      const sessions = held ?? [];
      held = null;
      sessions.forEach((start) => start());
    },
    /** Stops listening and drops open connections, so the port refuses the next connection. */
    stop: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
