import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redact } from '../src/security/redact';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { call, type CallOptions } from './helpers/http';
import { startInstance, type Instance } from './helpers/instance';

describe('redact', () => {
  const hash = '$2a$10$yYAlWN6Ch95XtIBECGQqCebnU2hNlQzXeBDW7qPnCP.sjwTXXa1Va';
  it.each([
    ['a SQLite error quoting an insert', `insert into \`up_users\` (\`email\`, \`password\`) values ('pat@afh.test', '${hash}') - SQLITE_CONSTRAINT: UNIQUE constraint failed: up_users.username`, [hash, 'pat@afh.test']],
    ['an update with a message text', "update `inquiries` set `message` = 'My mother fell twice this week' where `id` = 4 - SQLITE_BUSY", ['My mother fell']],
    ['a JSON body', '{"email":"a@b.c","password":"Hunter2-secret","new_password":"Other-secret1"}', ['Hunter2-secret', 'Other-secret1']],
    ['a cookie header', 'cookie: afh_session=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde; other=1', ['AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde']],
    ['a bearer token', 'Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl', ['eyJhbGciOiJIUzI1NiJ9']],
    ['a stored token hash', 'tokenHash 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', ['9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08']],
    ['a query string', 'GET /admin/reset-password?code=abc&resetPasswordToken=zzz123 200', ['zzz123']],
  ])('%s', (_name, line, secrets) => {
    const out = redact(line);
    for (const secret of secrets) expect(out).not.toContain(secret);
  });

  it('leaves ordinary lines alone', () => {
    expect(redact('POST /backend/api/users/login.php (12 ms) 401')).toBe('POST /backend/api/users/login.php (12 ms) 401');
  });
});

// A server of its own, logging every request (level http), whose whole output is read back.
let server: Instance;
beforeAll(async () => {
  server = await startInstance({ TEST_LOG_LEVEL: 'http', RATE_LIMIT_REGISTER_IP: '1000' });
}, 180_000);
afterAll(async () => server?.stop());

const post = (path: string, options: CallOptions) => call('POST', `/backend/api${path}`, { ...options, baseUrl: server.baseUrl });

describe('nothing sensitive in the logs', () => {
  it('passwords, hashes, session tokens and message texts never reach the log', async () => {
    const secrets: string[] = [];
    const remember = <T extends string>(value: T) => (secrets.push(value), value);
    const email = `log.${Date.now()}@afh.test`;

    // Sign-ins, right and wrong; the session cookie in use.
    const admin = await post('/users/login.php', { json: { email: ADMIN_EMAIL, password: remember(ADMIN_PASSWORD) } });
    const cookie = admin.headers.getSetCookie()[0].split(';')[0];
    secrets.push(cookie.split('=')[1]);
    await post('/users/login.php', { json: { email: ADMIN_EMAIL, password: remember('Wrong-Guess-77') } });

    // Registrations racing for one email: the losers hit the database's unique constraint, whose
    // error quotes the insert (with the password hash).
    const password = remember('Racing-Secret-55');
    const raced = await Promise.all(Array.from({ length: 6 }, () => post('/users/create.php', { json: { name: 'Race Person', email, password, phone: '3605550100' } })));
    expect(raced.some((reply) => reply.status === 201)).toBe(true);

    // Validation errors with a password in the body: the message does not echo it.
    const tooLong = remember(`Too-Long-${'x'.repeat(80)}`);
    const invalid = await post('/users/create.php', { json: { name: 'Pat', email: 'not-an-email', password: tooLong, phone: '1' } });
    expect(invalid.status).toBe(400);
    expect(invalid.text).not.toContain(tooLong);
    const short = await post('/users/create.php', { json: { name: 'Pat', email: `short.${email}`, password: remember('Pw1!x'), phone: '1' } });
    expect(short.text).not.toContain('Pw1!x');

    // An admin sets a password; a family writes a message.
    const users = await call('GET', '/backend/api/users/read.php', { baseUrl: server.baseUrl, cookie });
    const target = users.body.records.find((user: { email: string }) => user.email === email);
    await post('/users/change_password.php', { cookie, json: { id: target.id, new_password: remember('Brand-New-Secret-9') } });
    const text = remember('Mom needs help with her insulin every evening, room 12');
    await post('/contact/submit.php', { json: { firstName: 'Sam', lastName: 'Family', email: 'sam@afh.test', phone: '3605550101', serviceType: 'Medical Questions', message: text } });

    await new Promise((resolve) => setTimeout(resolve, 500));
    const log = server.output();
    // The log was really written (request lines), so an empty log cannot pass this test.
    expect(log).toMatch(/POST \/backend\/api\/users\/login\.php/);
    for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret);
    expect(log).not.toMatch(/\$2[aby]?\$\d{2}\$/);
    expect(log).not.toMatch(/\b[a-f0-9]{64}\b/);
  }, 60_000);

  it('encoded path-traversal attempts are answered without a stack trace in the log', async () => {
    const before = server.output().length;
    for (const path of ['/..%2f..%2f..%2fetc%2fpasswd', '/uploads/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/config/server.js', '/cms/..%2f..%2f.env']) {
      const response = await fetch(server.baseUrl + path);
      await response.arrayBuffer();
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = server.output().slice(before);
    expect(log).not.toMatch(/\n\s+at /);
    expect(log).not.toMatch(/error/i);
  });
});
