import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { call } from './helpers/http';
import { startInstance, type Instance } from './helpers/instance';
import { instanceCalls } from './helpers/instance-calls';

/**
 * The Strapi console account of the first admin follows the site account (decision 0015): a
 * password the site has retired, a demotion, a disapproval or a deletion closes the console to it.
 * And what the console writes obeys the API's rules for stored values.
 */

let server: Instance;
beforeAll(async () => {
  // Console sign-ins come from addresses of their own (X-Forwarded-For): Strapi's own limiter allows 5 per address.
  server = await startInstance({ TRUST_PROXY: 'true' });
}, 180_000);
afterAll(async () => server?.stop());

const { site, siteSignIn, consoleSignIn, consoleCall } = instanceCalls(() => server, '10.20');

describe('console writes obey the stored-value rules', () => {
  it('refuses a javascript: image address, a bad email and a bad list, and keeps phone numbers as digits', async () => {
    const open = await consoleSignIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(open.status).toBe(200);
    const token = open.body.data.token as string;
    const manager = '/content-manager/collection-types';

    const refused = await consoleCall('POST', `${manager}/api::service.service`, token, { title: 'Console service', imageUrl: 'javascript:alert(1)' });
    expect(refused.status, refused.text.slice(0, 200)).toBe(400);
    expect(refused.body.error.message).toMatch(/image url must be a web address/i);
    const badList = await consoleCall('POST', `${manager}/api::program.program`, token, { title: 'Console program', activities: [{ evil: true }] });
    expect(badList.status, badList.text.slice(0, 200)).toBe(400);

    const made = await consoleCall('POST', `${manager}/api::service.service`, token, { title: 'Console service', imageUrl: '/uploads/fine.jpg', features: ['  One ', ''] });
    expect(made.status, made.text.slice(0, 200)).toBe(201);
    const documentId = made.body.data.documentId as string;
    expect(made.body.data.features).toEqual(['One']);
    const update = await consoleCall('PUT', `${manager}/api::service.service/${documentId}`, token, { title: 'Console service', imageUrl: 'javascript:alert(2)' });
    expect(update.status).toBe(400);
    // Nothing refused was stored: the API still shows the good image.
    const services = await site('GET', '/services/read.php', { cookie: (await siteSignIn(ADMIN_EMAIL, ADMIN_PASSWORD)).cookie });
    expect(services.body.records.find((record: { title: string }) => record.title === 'Console service').image_url).toBe('/uploads/fine.jpg');

    const settings = '/content-manager/single-types/api::setting.setting';
    const badEmail = await consoleCall('PUT', settings, token, { email: 'not an email' });
    expect(badEmail.status, badEmail.text.slice(0, 200)).toBe(400);
    const phone = await consoleCall('PUT', settings, token, { phone: '(360) 555-0100' });
    expect(phone.status, phone.text.slice(0, 200)).toBe(200);
    expect((await site('GET', '/settings/read.php')).body.data.phone).toBe('3605550100');
  });

  it('password reset by email says it is not set up when there is no mail server', async () => {
    const reply = await call('POST', '/admin/forgot-password', { baseUrl: server.baseUrl, headers: { 'X-Forwarded-For': '10.20.2.1' }, json: { email: ADMIN_EMAIL } });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toMatch(/not set up on this site/i);
    expect(server.output()).not.toMatch(/sendmail/i);
  });
});

describe("the owner's console role", () => {
  it('is Owner, not super admin: the content and the media library, and none of the builder, roles, tokens or plugin settings', async () => {
    const open = await consoleSignIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(open.status).toBe(200);
    const token = open.body.data.token as string;

    const me = await consoleCall('GET', '/admin/users/me', token);
    expect(me.body.data.roles.map((role: { code: string }) => role.code)).toEqual(['afh-owner']);
    const granted = (await consoleCall('GET', '/admin/users/me/permissions', token)).body.data.map((permission: { action: string }) => permission.action) as string[];
    for (const action of ['plugin::content-manager.explorer.read', 'plugin::content-manager.explorer.update', 'plugin::upload.read', 'plugin::upload.assets.create']) expect(granted).toContain(action);
    for (const action of ['admin::marketplace.read', 'plugin::content-type-builder.read', 'admin::roles.read', 'admin::api-tokens.read', 'plugin::users-permissions.roles.read', 'admin::users.create']) expect(granted).not.toContain(action);

    for (const type of ['api::faq.faq', 'api::inquiry.inquiry', 'api::service.service', 'api::program.program']) {
      expect((await consoleCall('GET', `/content-manager/collection-types/${type}`, token)).status, type).toBe(200);
    }
    expect((await consoleCall('GET', '/content-manager/single-types/api::setting.setting', token)).status).toBe(200);
    expect((await consoleCall('GET', '/upload/files?pageSize=1', token)).status).toBe(200);

    for (const path of ['/content-type-builder/content-types', '/admin/roles', '/admin/api-tokens', '/users-permissions/roles', '/content-manager/collection-types/plugin::users-permissions.user', '/admin/users']) {
      expect((await consoleCall('GET', path, token)).status, path).toBe(403);
    }
  });
});

describe('the console account follows the site account', () => {
  let owner: { cookie: string; id: number };
  let second: { cookie: string; id: number };
  let password = ADMIN_PASSWORD;
  let consoleEmail = ADMIN_EMAIL;

  beforeAll(async () => {
    owner = await siteSignIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const created = await site('POST', '/users/create.php', {
      cookie: owner.cookie,
      json: { name: 'Second Admin', email: 'second.admin@afh.test', password: 'Second-pass-1', phone: '3605550100', role: 'admin', status: 'approved' },
    });
    expect(created.status).toBe(201);
    second = await siteSignIn('second.admin@afh.test', 'Second-pass-1');
    // The second admin acts on the first one's account: an owner's action (issue 41).
    const madeOwner = await site('POST', '/users/update.php', { cookie: owner.cookie, json: { id: second.id, owner: true } });
    expect(madeOwner.status, JSON.stringify(madeOwner.body)).toBe(200);
  });

  it('opens with the site password at first', async () => {
    expect((await consoleSignIn(ADMIN_EMAIL, password)).status).toBe(200);
  });

  it('takes the new password when the site password changes, and the old one no longer opens it', async () => {
    const open = await consoleSignIn(ADMIN_EMAIL, password);
    const token = open.body.data.token as string;
    expect((await consoleCall('GET', '/admin/users/me', token)).status).toBe(200);

    const changed = await site('POST', '/users/change_password.php', { cookie: second.cookie, json: { id: owner.id, new_password: 'Changed-pass-2' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await consoleSignIn(ADMIN_EMAIL, password)).status).toBe(400);
    password = 'Changed-pass-2';
    expect((await consoleSignIn(ADMIN_EMAIL, password)).status).toBe(200);
    // The console session opened with the old password has ended.
    expect((await consoleCall('GET', '/admin/users/me', token)).status).toBe(401);
  });

  it('closes when the site account is demoted or disapproved, and opens again when it is an approved admin again', async () => {
    for (const change of [{ role: 'staff' }, { status: 'disapproved' }]) {
      const demoted = await site('POST', '/users/update.php', { cookie: second.cookie, json: { id: owner.id, ...change } });
      expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
      expect((await consoleSignIn(ADMIN_EMAIL, password)).status).not.toBe(200);
      const restored = await site('POST', '/users/update.php', { cookie: second.cookie, json: { id: owner.id, role: 'admin', status: 'approved' } });
      expect(restored.status).toBe(200);
      expect((await consoleSignIn(ADMIN_EMAIL, password)).status).toBe(200);
    }
  });

  it('takes the name and email the person gives themselves in Profile Settings (issue 44)', async () => {
    const self = await siteSignIn(ADMIN_EMAIL, password);
    const named = await site('POST', '/users/update_profile.php', { cookie: self.cookie, json: { name: 'Maria de la Cruz', email: 'maria.owner@afh.test', current_password: password } });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect((await consoleSignIn(ADMIN_EMAIL, password)).status).not.toBe(200);
    const open = await consoleSignIn('maria.owner@afh.test', password);
    expect(open.status).toBe(200);
    const me = await consoleCall('GET', '/admin/users/me', open.body.data.token as string);
    expect(me.body.data).toMatchObject({ firstname: 'Maria', lastname: 'de la Cruz', email: 'maria.owner@afh.test' });
    consoleEmail = 'maria.owner@afh.test';
  });

  it('closes for good when the site account is deleted', async () => {
    const deleted = await site('DELETE', `/users/delete.php?id=${owner.id}`, { cookie: second.cookie });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await consoleSignIn(consoleEmail, password)).status).not.toBe(200);
  });
});
