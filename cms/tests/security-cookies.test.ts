import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, CONSOLE_EMAIL, CONSOLE_PASSWORD } from './helpers/accounts';
import { api, call, expectFailure, type Reply } from './helpers/http';

/**
 * No cookie goes out with a `.sig` companion that nothing checks (issue 41): the site's session
 * and the console's refresh cookie are random tokens the server looks up by their hash, so they are
 * set unsigned, and the token alone decides, whatever signature a browser sends beside it.
 */
const namesOf = (reply: Reply) => reply.headers.getSetCookie().map((line) => line.split('=')[0]);
const verify = (cookie: string) => api.get('/users/verify_session.php', { cookie });

describe('cookies without an unchecked signature', () => {
  it('signs in to the site with afh_session alone, and signs out without a .sig either', async () => {
    const reply = await api.post('/users/login.php', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(reply.status).toBe(200);
    expect(namesOf(reply)).toEqual(['afh_session']);
    const cookie = reply.headers.getSetCookie()[0].split(';')[0];

    // The cookie alone is a session; a forged or stale signature beside it changes nothing.
    expect((await verify(cookie)).status).toBe(200);
    const forged = await verify(`${cookie}; afh_session.sig=forged-signature`);
    expect(forged.status).toBe(200);
    expect(namesOf(forged)).toEqual([]);
    // A tampered token is no session, whatever signature comes with it.
    const tampered = `afh_session=${cookie.endsWith('A') ? cookie.slice(12, -1) + 'B' : cookie.slice(12, -1) + 'A'}`;
    expectFailure(await verify(tampered), 401);
    expectFailure(await verify(`${tampered}; afh_session.sig=${cookie.slice(12)}`), 401);

    const out = await api.post('/users/logout.php', { cookie });
    expect(out.status).toBe(200);
    expect(namesOf(out)).toEqual(['afh_session']);
    expectFailure(await verify(cookie), 401);
  });

  it('signs in to the Strapi console with its refresh cookie alone', async () => {
    const reply = await call('POST', '/admin/login', { json: { email: CONSOLE_EMAIL, password: CONSOLE_PASSWORD } });
    expect(reply.status, reply.text.slice(0, 200)).toBe(200);
    const names = namesOf(reply);
    expect(names).toContain('strapi_admin_refresh');
    expect(names.filter((name) => name.endsWith('.sig'))).toEqual([]);
  });
});
