import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { build } from './lib/build.mjs';
import { CMS, ROOT } from './lib/paths.mjs';
import { throwAwaySecrets } from './lib/secrets.mjs';

// The real production server for the browser tests: built site, console and API on port 4173,
// on a throw-away database and upload folder that are removed when it stops.
// A server a test starts beside the running ones (E2E_BUILT=true) uses the build they serve: a
// rebuild under them would replace the files their pages are loading.
if (process.env.E2E_BUILT !== 'true') build();

const workDir = mkdtempSync(path.join(os.tmpdir(), 'afh-e2e-'));
const port = process.env.E2E_PORT ?? '4173';

// The site's mail goes to a test mail server on loopback; each message lands as a JSON file in
// the folder the browser tests read (e2e/tests/support/mail.ts), {to, data} with data as sent.
// E2E_MAIL=off starts the server without one, as a site whose owner has not set up email.
const mailOff = process.env.E2E_MAIL === 'off';
const mailDir = process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), `afh-e2e-mail-${port}`);
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let received = 0;
const mail = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      writeFileSync(path.join(mailDir, `${Date.now()}-${++received}.json`), JSON.stringify({ to, data: Buffer.concat(chunks).toString('utf8') }));
      done();
    });
  },
});
await new Promise((resolve) => mail.listen(0, '127.0.0.1', resolve));
const smtpPort = String(mail.server.address().port);
const mailEnvironment = mailOff ? { SMTP_HOST: '' } : { SMTP_HOST: '127.0.0.1', SMTP_PORT: smtpPort, EMAIL_FROM: 'site@e2e.test' };

const server = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve.mjs')], {
  cwd: CMS,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...throwAwaySecrets(),
    NODE_ENV: 'production',
    STRAPI_TELEMETRY_DISABLED: 'true',
    HOST: '127.0.0.1',
    PORT: port,
    ...mailEnvironment,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(workDir, 'data.db'),
    PUBLIC_DIR: path.join(workDir, 'public'),
    BACKUP_DIR: path.join(workDir, 'backups'),
    ADMIN_EMAIL: 'admin@e2e.test',
    // E2E_ADMIN_PASSWORD='' leaves the first admin's password to the server, which makes one and
    // prints it once, as on a fresh site (the owner's first hour, e2e/tests/email-off.spec.ts).
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'E2e-Admin-Pass1',
    CORS_ORIGINS: `http://127.0.0.1:${port}`,
    // The browser tests sign in, fail to sign in, register and write to us far more often from one
    // address than a person would; the throttles themselves are tested in cms/tests.
    RATE_LIMIT_LOGIN_ACCOUNT: '1000',
    RATE_LIMIT_LOGIN_IP: '10000',
    RATE_LIMIT_REGISTER_IP: '10000',
    RATE_LIMIT_CONTACT_IP: '10000',
    RATE_LIMIT_TOUR_READS_IP: '10000',
    // The tour tests book many times from one address and one family; the caps are tested in cms/tests.
    TOUR_BOOKINGS_PER_DAY: '10000',
    TOUR_BOOKINGS_PER_FAMILY: '10000',
    RATE_LIMIT_PASSWORD_RESET_IP: '10000',
    RATE_LIMIT_REFUSED_BODY_IP: '10000',
    RATE_LIMIT_EMAIL_TEST_ACCOUNT: '10000',
    // Its mail server listens on loopback; `npm start` never sets this (see the README's "Security").
    ALLOW_PRIVATE_HOSTS: 'true',
  },
});

const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop).on('SIGTERM', stop);
server.on('exit', (code) => {
  mail.close();
  rmSync(workDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
