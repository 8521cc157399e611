import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRecord, EmailSettings } from '@afh/contract/records';
import { MESSAGES } from '@afh/contract/messages';
import { admin } from './helpers/content';
import { api, expectFailure } from './helpers/http';
import { contactForm, uniqueTag } from './helpers/inquiries';
import { makeUser, uniqueEmail } from './helpers/sessions';
import { startSmtpSink } from './helpers/smtp-sink';

/**
 * The Email card (issue 32) on the shared server, which has no SMTP_* in its environment: the
 * settings an admin stores are what the site sends with. Each test sets what it needs; the file
 * ends with email off again, as the other files expect.
 */
const READ = '/settings/email.php';
const UPDATE = '/settings/email_update.php';
const TEST = '/settings/email_test.php';
const SMTP_USER = 'mailer@evergreenhaven.example';
const SMTP_PASSWORD = 'Sm7p-Secret word';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let cookie = '';

const save = async (json: Record<string, unknown>) => {
  const reply = await api.post<{ success: boolean; message: string; data: EmailSettings }>(UPDATE, { cookie, json });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply;
};
const read = async () => {
  const reply = await api.get<{ success: boolean; data: EmailSettings }>(READ, { cookie });
  expect(reply.status).toBe(200);
  return reply;
};
const useSink = (extra: Record<string, unknown> = {}) => save({ host: '127.0.0.1', port: sink.port, secure: false, user: SMTP_USER, password: SMTP_PASSWORD, from: 'site@evergreenhaven.example', ...extra });

beforeAll(async () => {
  sink = await startSmtpSink({ password: SMTP_PASSWORD });
  cookie = await admin();
});

afterAll(async () => {
  await api.post(UPDATE, { cookie, json: { host: '', port: '', user: '', password: '', from: '', notify_email: '' } });
  await sink?.stop();
});

describe('who may call it', () => {
  it('answers 401 without a session and 403 to anyone but an approved admin, and changes nothing', async () => {
    const user = await makeUser('user', 'approved');
    const staff = await makeUser('staff', 'approved');
    const calls = [() => api.get(READ), () => api.post(UPDATE, { json: { host: 'evil.example' } }), () => api.post(TEST, { json: {} })];
    for (const send of calls) expectFailure(await send(), 401, MESSAGES.authRequired);
    for (const caller of [user, staff]) {
      expectFailure(await api.get(READ, { cookie: caller.cookie }), 403, MESSAGES.adminOnly);
      expectFailure(await api.post(UPDATE, { cookie: caller.cookie, json: { host: 'evil.example' } }), 403, MESSAGES.adminOnly);
      expectFailure(await api.post(TEST, { cookie: caller.cookie, json: {} }), 403, MESSAGES.adminOnly);
    }
    expect((await read()).body.data.host).not.toBe('evil.example');
  });
});

describe('the stored settings', () => {
  it('start off, with nothing stored', async () => {
    await save({ host: '', password: '' });
    expect((await read()).body).toEqual({ success: true, data: expect.objectContaining({ host: '', password_set: false, source: 'off' }) });
  });

  it('never send the password back, sealed or not: only that one is stored', async () => {
    const saved = await useSink({ notify_email: 'office@evergreenhaven.example' });
    expect(saved.body.data).toEqual({
      host: '127.0.0.1',
      port: sink.port,
      secure: false,
      user: SMTP_USER,
      from: 'site@evergreenhaven.example',
      notify_email: 'office@evergreenhaven.example',
      password_set: true,
      source: 'settings',
      status: 'untested',
      checked_at: null,
      last_error: '',
      // No PUBLIC_URL here, and these calls carry no browser's Origin (site-address.test.ts).
      site_url: '',
      site_url_source: 'none',
    });
    const again = await read();
    expect(again.body.data).toEqual(saved.body.data);
    for (const text of [saved.text, again.text]) {
      expect(text).not.toContain(SMTP_PASSWORD);
      expect(text).not.toMatch(/v1:|password"/);
    }
  });

  it('keep the stored password when none is sent, and clear it when an empty one is', async () => {
    await useSink();
    expect((await save({ user: SMTP_USER })).body.data.password_set).toBe(true);
    // The kept password still opens the mail server: it was stored sealed and is read back whole.
    const to = uniqueEmail('kept');
    expect((await api.post(TEST, { cookie, json: { to } })).status).toBe(200);
    const received = await sink.next((message) => message.to.some((address) => address.includes(to)));
    expect(received.auth).toBe(`${SMTP_USER}:${SMTP_PASSWORD}`);
    // The login went over STARTTLS, never in the clear (issue 41).
    expect(received.secured).toBe(true);

    expect((await save({ password: '' })).body.data.password_set).toBe(false);
    expect((await read()).body.data.password_set).toBe(false);
  });

  it('turn email off with an empty mail server', async () => {
    await useSink();
    const off = await save({ host: '' });
    expect(off.body.data.source).toBe('off');
    expectFailure(await api.post(TEST, { cookie, json: {} }), 400, MESSAGES.emailOff);
  });

  it('refuse what is not a mail server setting with a 400, storing nothing', async () => {
    await useSink();
    const before = (await read()).body.data;
    for (const json of [{ port: 70000 }, { port: 0 }, { host: 'mail server.example' }, { secure: 'yes' }, { from: 'not an address' }, { password: 'x'.repeat(1001) }, { host: 'a'.repeat(254) }, { extra: 1 }]) {
      expect((await api.post(UPDATE, { cookie, json })).status, JSON.stringify(json)).toBe(400);
    }
    expect((await read()).body.data).toEqual(before);
  });
});

describe('the test email', () => {
  it('is sent to the address given and says so', async () => {
    await useSink();
    const to = uniqueEmail('test-to');
    const reply = await api.post(TEST, { cookie, json: { to } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({ success: true, message: `Test email sent to ${to}` });
    const message = await sink.next((received) => received.to.some((address) => address.includes(to)));
    expect(message.from).toContain('site@evergreenhaven.example');
    expect(message.data).toContain('Subject: Test email from your website');
  });

  it('answers 502 with the reason in plain words when the password is wrong', async () => {
    await useSink({ password: 'not-the-password' });
    const reply = await api.post(TEST, { cookie, json: { to: uniqueEmail('wrong') } });
    expectFailure(reply, 502, 'The test email could not be sent: the mail server refused the user name or password.');
  });

  it('answers 502 within 15 seconds when the mail server does not answer', async () => {
    await useSink();
    sink.hold();
    const started = Date.now();
    try {
      const reply = await api.post(TEST, { cookie, json: { to: uniqueEmail('hang') } });
      expectFailure(reply, 502, /^The test email could not be sent: the mail server did not answer in time/);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      sink.release();
    }
  }, 30_000);

  it('answers 502 when nothing listens at that port', async () => {
    const closed = await startSmtpSink();
    await closed.stop();
    await useSink({ port: closed.port });
    expectFailure(await api.post(TEST, { cookie, json: {} }), 502, 'The test email could not be sent: the mail server refused the connection (check the port).');
  });
});

describe('the password stays with its server (issue 41)', () => {
  const NO_PASSWORD = 'The test email could not be sent: no password is stored for this mail server: enter the password again for the new server and save.';

  it('is cleared by a new host, port, user or Secure, and the new server receives no login', async () => {
    const other = await startSmtpSink();
    try {
      for (const change of [{ host: 'localhost' }, { port: other.port }, { user: 'someone.else@evergreenhaven.example' }, { secure: true }]) {
        await useSink();
        expect((await save(change)).body.data.password_set, JSON.stringify(change)).toBe(false);
      }
      await useSink();
      await save({ port: other.port });
      const before = sink.authAttempts;
      expectFailure(await api.post(TEST, { cookie, json: { to: uniqueEmail('moved') } }), 502, NO_PASSWORD);
      expect(other.authAttempts).toBe(0);
      expect(sink.authAttempts).toBe(before);
    } finally {
      await other.stop();
    }
  });

  it('stays when the same server is sent again, and follows only a password sent with the change', async () => {
    await useSink();
    // The card sends every field back on save: the same server, spelt as stored, keeps the password.
    expect((await save({ host: '127.0.0.1', port: sink.port, secure: false, user: SMTP_USER })).body.data.password_set).toBe(true);
    const other = await startSmtpSink({ password: 'New-server-pass-1' });
    try {
      expect((await save({ port: other.port, password: 'New-server-pass-1' })).body.data.password_set).toBe(true);
      const to = uniqueEmail('new-server');
      expect((await api.post(TEST, { cookie, json: { to } })).status).toBe(200);
      expect((await other.next((message) => message.to.some((address) => address.includes(to)))).auth).toBe(`${SMTP_USER}:New-server-pass-1`);
    } finally {
      await other.stop();
    }
  });

  it('is never sent to a server that offers no encryption: no AUTH, and a 502 that says so', async () => {
    const plain = await startSmtpSink({ password: SMTP_PASSWORD, starttls: false });
    try {
      await useSink({ port: plain.port });
      expectFailure(
        await api.post(TEST, { cookie, json: { to: uniqueEmail('plain') } }),
        502,
        'The test email could not be sent: this mail server does not offer encryption, so the password was not sent.',
      );
      expect(plain.authAttempts).toBe(0);
      expect(plain.messages).toHaveLength(0);
    } finally {
      await plain.stop();
    }
  });
});

describe('the mail server address (issue 41)', () => {
  it('refuses link-local, metadata and unspecified addresses even with ALLOW_PRIVATE_HOSTS, storing nothing', async () => {
    await useSink();
    const before = (await read()).body.data;
    const cases: Array<[string, string]> = [
      ['169.254.169.254', 'Mail Server cannot be a link-local or cloud metadata address.'],
      ['[::ffff:169.254.169.254]', 'Mail Server cannot be a link-local or cloud metadata address.'],
      ['0xa9fea9fe', 'Mail Server cannot be a link-local or cloud metadata address.'],
      ['169.254.1.1', 'Mail Server cannot be a link-local or cloud metadata address.'],
      ['fd00:ec2::254', 'Mail Server cannot be a link-local or cloud metadata address.'],
      ['[fe80::1]', 'Mail Server cannot be a link-local or cloud metadata address.'],
      ['metadata.google.internal', 'Mail Server cannot be a link-local or cloud metadata address.'],
      ['METADATA.Google.Internal.', 'Mail Server cannot be a link-local or cloud metadata address.'],
      ['metadata', 'Mail Server cannot be a link-local or cloud metadata address.'],
      ['0.0.0.0', 'Mail Server cannot be an unspecified, broadcast or multicast address.'],
      ['[::]', 'Mail Server cannot be an unspecified, broadcast or multicast address.'],
      ['0', 'Mail Server cannot be an unspecified, broadcast or multicast address.'],
    ];
    for (const [host, message] of cases) expectFailure(await api.post(UPDATE, { cookie, json: { host, port: 587 } }), 400, message);
    expect((await read()).body.data).toEqual(before);
  });
});

describe('whether email works (issue 44)', () => {
  it('is untested once a server is saved, working after a test that got through, failing with the reason after one that did not', async () => {
    await useSink();
    expect((await read()).body.data).toEqual(expect.objectContaining({ status: 'untested', checked_at: null, last_error: '' }));

    const before = Date.now();
    expect((await api.post(TEST, { cookie, json: { to: uniqueEmail('works') } })).status).toBe(200);
    const working = (await read()).body.data;
    expect(working).toEqual(expect.objectContaining({ status: 'working', last_error: '' }));
    expect(Date.parse(working.checked_at!)).toBeGreaterThanOrEqual(before - 1000);

    // The same server with a wrong password: saving it makes it untested again, the test says why it fails.
    await save({ password: 'not-the-password' });
    expect((await read()).body.data.status).toBe('untested');
    expect((await api.post(TEST, { cookie, json: { to: uniqueEmail('fails') } })).status).toBe(502);
    expect((await read()).body.data).toEqual(expect.objectContaining({ status: 'failing', last_error: 'the mail server refused the user name or password' }));
  });

  it('follows the real sends too: a new request\'s notice that gets through makes it working again', async () => {
    await useSink({ password: 'not-the-password' });
    await api.post(TEST, { cookie, json: { to: uniqueEmail('fails-first') } });
    expect((await read()).body.data.status).toBe('failing');
    // The right password, saved and not tested: a family's request then sends the home its notice.
    await useSink();
    const tag = uniqueTag();
    expect((await api.post('/contact/submit.php', { json: contactForm(tag) })).status).toBe(201);
    await sink.next((message) => message.data.includes(tag));
    await expect.poll(async () => (await read()).body.data.status, { timeout: 10_000 }).toBe('working');
  });

  it('is noted without a line in the activity log: only what a person changed is recorded', async () => {
    await useSink();
    const tag = uniqueEmail('not-logged');
    await api.post(TEST, { cookie, json: { to: tag } });
    const records = (await api.get('/activity/read.php?type=setting&limit=20', { cookie })).body.records as ActivityRecord[];
    expect(records.filter((entry) => entry.changes.some((change) => /status|checked|error/i.test(`${change.field} ${change.label}`)))).toEqual([]);
  });
});

describe('what the site sends', () => {
  it('sends the notice of a new request with the stored settings, to where new requests go', async () => {
    await useSink({ notify_email: 'office@evergreenhaven.example' });
    const tag = uniqueTag();
    expect((await api.post('/contact/submit.php', { json: contactForm(tag) })).status).toBe(201);
    const notice = await sink.next((message) => message.data.includes(tag));
    expect(notice.to.join()).toContain('office@evergreenhaven.example');
    expect(notice.auth).toBe(`${SMTP_USER}:${SMTP_PASSWORD}`);
  });

  it('records each change and each test in the activity log, never the password', async () => {
    await useSink();
    await save({ password: 'Another-Secret-9' });
    await api.post(TEST, { cookie, json: { to: uniqueEmail('logged') } });
    const reply = await api.get('/activity/read.php?type=setting&limit=10', { cookie });
    expect(reply.text).not.toContain('Another-Secret-9');
    expect(reply.text).not.toContain(SMTP_PASSWORD);
    const records = reply.body.records as ActivityRecord[];
    expect(records.find((entry) => entry.action === 'email-test')?.summary).toMatch(/test email/);
    const change = records.find((entry) => entry.summary.startsWith('Email settings updated') && entry.changes.some((c) => c.field === 'passwordSealed'));
    expect(change?.changes.find((c) => c.field === 'passwordSealed')).toEqual(expect.objectContaining({ label: 'Password', before: null, after: null, secret: true }));
    // Every field in plain words, never the stored name (issue 32, part 5).
    expect(reply.text).not.toMatch(/Password changed.*sealed|"label":"(host|passwordSealed|notifyEmail|from|user)"/);
    expect(change?.summary).not.toContain('passwordSealed');
  });
});
