import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectFailure, type Reply } from './helpers/http';
import { adminCookie, login, makeUser, type Role, type Status, type TestUser } from './helpers/sessions';

const ADMIN_ONLY = 'Access denied. Admin privileges required.';
/** Every service, program and FAQ this file writes carries it, so the clean-up finds leftovers. */
const MARK = 'ACCESS-TEST';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The records an admin call acts on, and the business name a settings write would set. */
type Targets = { user: TestUser; serviceId: number; programId: number; faqId: number; businessName: string };
type Row = { endpoint: string; send: (cookie: string | undefined, t: Targets) => Promise<Reply> };

const image = () => {
  const form = new FormData();
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'access-dot.png');
  return form;
};

const catalogRows = (kind: 'services' | 'programs', idOf: (t: Targets) => number): Row[] => [
  { endpoint: `GET ${kind}/read.php`, send: (cookie) => api.get(`/${kind}/read.php`, { cookie }) },
  { endpoint: `POST ${kind}/create.php`, send: (cookie) => api.post(`/${kind}/create.php`, { cookie, json: { title: `${MARK} intruder`, status: 'inactive' } }) },
  { endpoint: `PUT ${kind}/update.php`, send: (cookie, t) => api.put(`/${kind}/update.php`, { cookie, json: { id: idOf(t), title: `${MARK} changed` } }) },
  { endpoint: `DELETE ${kind}/delete.php`, send: (cookie, t) => api.delete(`/${kind}/delete.php?id=${idOf(t)}`, { cookie }) },
];

const ROWS: Row[] = [
  { endpoint: 'GET users/read.php', send: (cookie) => api.get('/users/read.php', { cookie }) },
  { endpoint: 'POST users/update.php', send: (cookie, t) => api.post('/users/update.php', { cookie, json: { id: t.user.id, name: 'Changed by a caller', role: 'admin' } }) },
  { endpoint: 'POST users/update_status.php', send: (cookie, t) => api.post('/users/update_status.php', { cookie, json: { id: t.user.id, status: 'approved' } }) },
  { endpoint: 'POST users/change_password.php', send: (cookie, t) => api.post('/users/change_password.php', { cookie, json: { id: t.user.id, new_password: 'Taken-over-1' } }) },
  { endpoint: 'DELETE users/delete.php', send: (cookie, t) => api.delete(`/users/delete.php?id=${t.user.id}`, { cookie }) },
  ...catalogRows('services', (t) => t.serviceId),
  ...catalogRows('programs', (t) => t.programId),
  { endpoint: 'GET faqs/admin_read.php', send: (cookie) => api.get('/faqs/admin_read.php', { cookie }) },
  { endpoint: 'POST faqs/create.php', send: (cookie) => api.post('/faqs/create.php', { cookie, json: { question: `${MARK} intruder?`, answer: 'No.', status: 'inactive' } }) },
  {
    endpoint: 'POST faqs/update.php',
    send: (cookie, t) => api.post('/faqs/update.php', { cookie, json: { id: t.faqId, question: `${MARK} changed?`, answer: 'Changed.' } }),
  },
  { endpoint: 'DELETE faqs/delete.php', send: (cookie, t) => api.delete('/faqs/delete.php', { cookie, json: { id: t.faqId } }) },
  { endpoint: 'POST settings/update.php', send: (cookie, t) => api.post('/settings/update.php', { cookie, json: { business_name: t.businessName } }) },
  { endpoint: 'POST upload_image.php', send: (cookie) => api.post('/upload_image.php', { cookie, multipart: image() }) },
];

const REFUSED: Array<[string, Role, Status]> = [
  ['a pending user', 'user', 'pending'],
  ['a disapproved user', 'user', 'disapproved'],
  ['an approved user', 'user', 'approved'],
  ['an approved staff member', 'staff', 'approved'],
  ['a pending admin', 'admin', 'pending'],
  ['a disapproved admin', 'admin', 'disapproved'],
];

let admin = '';
const createdUsers: number[] = [];
const callers: Record<string, TestUser> = {};
let guarded: Targets;

const adminGet = async (path: string) => {
  const reply = await api.get(path, { cookie: admin });
  expect(reply.status, `${path}: ${JSON.stringify(reply.body)}`).toBe(200);
  return reply.body;
};

const createdId = (reply: Reply) => {
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.data.id as number;
};

/** A throw-away user, service, program and FAQ that an admin call may change or delete. */
const freshTargets = async (businessName: string): Promise<Targets> => {
  const user = await makeUser('user', 'pending', admin);
  createdUsers.push(user.id);
  const hidden = { title: `${MARK} target`, status: 'inactive' };
  return {
    user,
    serviceId: createdId(await api.post('/services/create.php', { cookie: admin, json: hidden })),
    programId: createdId(await api.post('/programs/create.php', { cookie: admin, json: hidden })),
    faqId: createdId(await api.post('/faqs/create.php', { cookie: admin, json: { question: `${MARK} target?`, answer: 'Yes.', status: 'inactive' } })),
    businessName,
  };
};

/** Everything a refused call could have changed, as the admin reads it. */
const snapshot = async () => ({
  users: (await adminGet('/users/read.php')).records,
  services: (await adminGet('/services/read.php')).records,
  programs: (await adminGet('/programs/read.php')).records,
  faqs: (await adminGet('/faqs/admin_read.php')).data,
  settings: (await api.get('/settings/read.php')).body.data,
});

beforeAll(async () => {
  admin = await adminCookie();
  for (const [label, role, status] of REFUSED) {
    callers[label] = await makeUser(role, status, admin);
    createdUsers.push(callers[label].id);
  }
  guarded = await freshTargets(`${MARK} taken over`);
});

afterAll(async () => {
  for (const id of createdUsers) await api.delete(`/users/delete.php?id=${id}`, { cookie: admin });
  for (const kind of ['services', 'programs']) {
    for (const record of (await adminGet(`/${kind}/read.php`)).records) {
      if (String(record.title).startsWith(MARK)) await api.delete(`/${kind}/delete.php?id=${record.id}`, { cookie: admin });
    }
  }
  for (const faq of (await adminGet('/faqs/admin_read.php')).data) {
    if (String(faq.question).startsWith(MARK)) await api.delete('/faqs/delete.php', { cookie: admin, json: { id: faq.id } });
  }
});

/** A refused call stores nothing: the lists and settings are unchanged and the guarded user keeps their password. */
const expectNothingStored = async (before: Awaited<ReturnType<typeof snapshot>>) => {
  expect(await snapshot()).toEqual(before);
  await login(guarded.user.email, guarded.user.password);
};

describe('an anonymous caller', () => {
  it.each(ROWS)('is refused $endpoint with 401 and nothing is stored', async ({ send }) => {
    const before = await snapshot();
    expectFailure(await send(undefined, guarded), 401);
    await expectNothingStored(before);
  });

  it.each(ROWS)('is refused $endpoint with 401 when the cookie is not a session', async ({ send }) => {
    expectFailure(await send('afh_session=not-a-session', guarded), 401);
  });
});

describe.each(REFUSED)('%s', (label) => {
  it.each(ROWS)(`is refused $endpoint with 403 "${ADMIN_ONLY}" and nothing is stored`, async ({ send }) => {
    const before = await snapshot();
    expectFailure(await send(callers[label].cookie, guarded), 403, ADMIN_ONLY);
    await expectNothingStored(before);
  });
});

describe('an approved admin', () => {
  it.each(ROWS)('is let through $endpoint', async ({ send }) => {
    const settings = await api.get('/settings/read.php');
    const targets = await freshTargets(settings.body.data.business_name);
    const reply = await send(admin, targets);
    expect([401, 403]).not.toContain(reply.status);
    expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
    expect(reply.body.success ?? true).toBe(true);
  });
});
