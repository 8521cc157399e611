import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from './helpers/content';
import { api, expectFailure, type Reply } from './helpers/http';
import { makeUser, type TestUser } from './helpers/sessions';

/**
 * The home in photos, its people and the words of families (issue 19): gallery/, team/ and
 * testimonials/. The public reads answer only what a visitor may see, in the owner's order; the
 * admin calls check every field, refuse everyone but approved admins, and can be undone.
 */
const ADMIN_ONLY = 'Access denied. Admin privileges required.';
const PHOTO_KEYS = ['id', 'image_url', 'alt', 'caption', 'order_index'].sort();
const TEAM_KEYS = ['id', 'name', 'role', 'credentials', 'languages', 'photo_url', 'photo_srcset', 'alt', 'bio', 'order_index'].sort();
const TESTIMONIAL_KEYS = ['id', 'name', 'relationship', 'quote', 'date'].sort();

type Folder = 'gallery' | 'team' | 'testimonials';

// Other test files share the database: what this file creates, it deletes again.
const created: Array<[Folder, number]> = [];
afterAll(async () => {
  for (const [folder, id] of created) await api.delete(`/${folder}/delete.php`, { cookie: await admin(), json: { id } });
});

const create = async (folder: Folder, fields: Record<string, unknown>) => {
  const reply = await api.post(`/${folder}/create.php`, { cookie: await admin(), json: fields });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  created.push([folder, reply.body.data.id]);
  return reply.body.data as Record<string, any>;
};
const publicList = async (folder: Folder) => {
  const reply = await api.get(`/${folder}/read.php`);
  expect(reply.status).toBe(200);
  return reply.body.records as Array<Record<string, any>>;
};
const adminList = async (folder: Folder) => {
  const reply = await api.get(`/${folder}/admin_read.php`, { cookie: await admin() });
  expect(reply.status).toBe(200);
  return reply.body.records as Array<Record<string, any>>;
};
const idsOf = (records: Array<{ id?: unknown }>) => records.map((record) => Number(record.id));

describe('gallery', () => {
  it('a photo needs its alt text: 400 "Alt text is required" for none, empty or blank, and nothing is stored', async () => {
    const before = (await adminList('gallery')).length;
    for (const alt of [undefined, '', '   ']) {
      const reply = await api.post('/gallery/create.php', { cookie: await admin(), json: { image_url: '/uploads/room.jpg', ...(alt === undefined ? {} : { alt }) } });
      expectFailure(reply, 400, 'Alt text is required');
    }
    expectFailure(await api.post('/gallery/create.php', { cookie: await admin(), json: { alt: 'A room' } }), 400, 'Photo is required');
    expectFailure(await api.post('/gallery/create.php', { cookie: await admin(), json: { image_url: 'javascript:alert(1)', alt: 'A room' } }), 400, /Photo must be/);
    expectFailure(await api.post('/gallery/create.php', { cookie: await admin(), json: { image_url: '/uploads/a.jpg', alt: 'x'.repeat(100_000) } }), 400, 'Alt text must be at most 300 characters');
    const photo = await create('gallery', { image_url: '/uploads/room.jpg', alt: 'A sunny bedroom' });
    expectFailure(await api.post('/gallery/update.php', { cookie: await admin(), json: { id: photo.id, alt: '' } }), 400, 'Alt text is required');
    expect((await adminList('gallery')).length).toBe(before + 1);
  });

  it('read.php answers the active photos in the owner\'s order, with only their public fields', async () => {
    const first = await create('gallery', { image_url: '/uploads/garden.jpg', alt: 'The garden in spring', caption: 'Our garden' });
    const hidden = await create('gallery', { image_url: '/uploads/laundry.jpg', alt: 'The laundry room', status: 'inactive' });
    const second = await create('gallery', { image_url: '/uploads/kitchen.jpg', alt: 'The kitchen' });
    expect(first).toMatchObject({ alt: 'The garden in spring', caption: 'Our garden', status: 'active' });
    expect(second.order_index).toBeGreaterThan(first.order_index);

    const records = await publicList('gallery');
    expect(Object.keys(records[0]).sort()).toEqual(PHOTO_KEYS);
    expect(idsOf(records)).not.toContain(hidden.id);
    expect(idsOf(records).indexOf(first.id)).toBeLessThan(idsOf(records).indexOf(second.id));
    expect(records.find((record) => record.id === second.id)).toEqual({ id: second.id, image_url: '/uploads/kitchen.jpg', alt: 'The kitchen', caption: '', order_index: second.order_index });
    expect(idsOf(await adminList('gallery'))).toContain(hidden.id);
  });

  it('reorder.php sets the order from a full list of ids, and refuses a partial, repeated or stale one', async () => {
    await create('gallery', { image_url: '/uploads/porch.jpg', alt: 'The porch' });
    const all = idsOf(await adminList('gallery'));
    const reversed = [...all].reverse();
    const reply = await api.post('/gallery/reorder.php', { cookie: await admin(), json: { ids: reversed } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Order saved.' });
    expect(idsOf(await adminList('gallery'))).toEqual(reversed);
    const active = idsOf((reply.body.records as Array<{ id: number; status: string }>).filter((record) => record.status === 'active'));
    expect(idsOf(await publicList('gallery'))).toEqual(active);
    expect(active).toEqual(reversed.filter((id) => active.includes(id)));

    expectFailure(await api.post('/gallery/reorder.php', { cookie: await admin(), json: { ids: reversed.slice(1) } }), 400, /every item once/);
    expectFailure(await api.post('/gallery/reorder.php', { cookie: await admin(), json: { ids: [reversed[0], ...reversed.slice(0, -1)] } }), 400, 'ids must not repeat an id');
    expectFailure(await api.post('/gallery/reorder.php', { cookie: await admin(), json: { ids: 'all' } }), 400, 'ids must be a list of ids');
    expect(idsOf(await adminList('gallery'))).toEqual(reversed);
  });

  it('delete.php takes {id}, hides the photo at once, and restore.php brings it back where it was', async () => {
    const photo = await create('gallery', { image_url: '/uploads/den.jpg', alt: 'The den' });
    const deleted = await api.delete('/gallery/delete.php', { cookie: await admin(), json: { id: photo.id } });
    expect(deleted.body).toMatchObject({ success: true, message: 'Photo deleted successfully.', id: photo.id });
    expect(idsOf(await publicList('gallery'))).not.toContain(photo.id);
    expectFailure(await api.post('/gallery/update.php', { cookie: await admin(), json: { id: photo.id, alt: 'Changed' } }), 404, 'Photo not found');

    const restored = await api.post('/gallery/restore.php', { cookie: await admin(), json: { id: photo.id } });
    expect(restored.body).toMatchObject({ success: true, message: 'Photo restored.', data: { id: photo.id, alt: 'The den', order_index: photo.order_index } });
    expect(idsOf(await publicList('gallery'))).toContain(photo.id);
  });
});

describe('team', () => {
  it("a member needs a name and a role; a photo's alt text is optional (issue 44: the same rule as services), and without it the photo is decorative", async () => {
    expectFailure(await api.post('/team/create.php', { cookie: await admin(), json: { role: 'Caregiver' } }), 400, 'Name is required');
    expectFailure(await api.post('/team/create.php', { cookie: await admin(), json: { name: 'Ana' } }), 400, 'Role is required');
    expectFailure(await api.post('/team/create.php', { cookie: await admin(), json: { name: 'Ana', role: 'Caregiver', credentials: 'HCA' } }), 400, 'Credentials must be a list of text');

    expect(await create('team', { name: 'Ana', role: 'Caregiver', photo_url: '/uploads/ana.jpg' })).toMatchObject({ photo_url: '/uploads/ana.jpg', alt: '' });

    const member = await create('team', { name: 'Ben', role: 'Caregiver', photo_url: '/uploads/ben.jpg', alt: 'Ben smiling in the garden' });
    const cleared = await api.post('/team/update.php', { cookie: await admin(), json: { id: member.id, alt: '' } });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.data).toMatchObject({ photo_url: '/uploads/ben.jpg', alt: '' });
    const update = await api.post('/team/update.php', { cookie: await admin(), json: { id: member.id, photo_url: '', alt: '' } });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect(update.body.data).toMatchObject({ photo_url: '', alt: '' });
  });

  it('read.php answers the active members in order with their credentials and languages as lists', async () => {
    const owner = await create('team', {
      name: 'Maria Santos',
      role: 'Owner',
      credentials: ['RN', ' CPR ', ''],
      languages: ['English', 'Tagalog'],
      photo_url: '/uploads/maria.jpg',
      alt: 'Maria at the front door',
      bio: 'Maria opened the home in 2012.',
    });
    const away = await create('team', { name: 'Sam', role: 'Caregiver', status: 'inactive' });
    const records = await publicList('team');
    const shown = records.find((record) => record.id === owner.id);
    expect(Object.keys(shown ?? {}).sort()).toEqual(TEAM_KEYS);
    expect(shown).toMatchObject({ name: 'Maria Santos', role: 'Owner', credentials: ['RN', 'CPR'], languages: ['English', 'Tagalog'], photo_url: '/uploads/maria.jpg', alt: 'Maria at the front door' });
    expect(idsOf(records)).not.toContain(away.id);

    const order = idsOf(await adminList('team'));
    const reply = await api.post('/team/reorder.php', { cookie: await admin(), json: { ids: [...order].reverse() } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(idsOf(await adminList('team'))).toEqual([...order].reverse());
  });
});

describe('testimonials', () => {
  it('only approved words are public, newest month first, each with its date', async () => {
    const older = await create('testimonials', { name: 'Linda', relationship: 'daughter of a resident', quote: 'They treat Mom like family.', date: '2025-06', approved: true });
    const newer = await create('testimonials', { name: 'Tom', relationship: 'son of a resident', quote: 'Dad is happy here.', date: '2026-03', approved: true });
    const waiting = await create('testimonials', { name: 'Rosa', relationship: 'wife of a resident', quote: 'Not yet approved.', date: '2026-04' });
    expect(waiting.approved).toBe(false);

    const records = await publicList('testimonials');
    expect(Object.keys(records[0]).sort()).toEqual(TESTIMONIAL_KEYS);
    expect(records.find((record) => record.id === older.id)).toEqual({ id: older.id, name: 'Linda', relationship: 'daughter of a resident', quote: 'They treat Mom like family.', date: '2025-06' });
    expect(idsOf(records)).not.toContain(waiting.id);
    expect(idsOf(records).indexOf(newer.id)).toBeLessThan(idsOf(records).indexOf(older.id));

    const approve = await api.post('/testimonials/update.php', { cookie: await admin(), json: { id: waiting.id, approved: true } });
    expect(approve.body).toMatchObject({ success: true, message: 'Testimonial updated successfully.', data: { approved: true } });
    expect(idsOf(await publicList('testimonials'))[0]).toBe(waiting.id);
  });

  it('the words, who said them and a real month are required', async () => {
    const valid = { name: 'Linda', relationship: 'daughter', quote: 'Kind people.', date: '2026-01' };
    for (const [field, message] of [
      ['name', 'Name is required'],
      ['relationship', 'Relationship is required'],
      ['quote', 'Quote is required'],
      ['date', 'Date is required'],
    ] as const) {
      const { [field]: _left, ...rest } = valid;
      expectFailure(await api.post('/testimonials/create.php', { cookie: await admin(), json: rest }), 400, message);
    }
    for (const date of ['2026-13', '2026-1', 'March 2026', '2026-03-01', '0000-01']) {
      expectFailure(await api.post('/testimonials/create.php', { cookie: await admin(), json: { ...valid, date } }), 400, 'Date must be a month such as 2026-03');
    }
    expectFailure(await api.post('/testimonials/create.php', { cookie: await admin(), json: { ...valid, quote: 'x'.repeat(100_000) } }), 400, 'Quote must be at most 1000 characters');
    expectFailure(await api.post('/testimonials/create.php', { cookie: await admin(), json: { ...valid, approved: 'yes' } }), 400, 'Approved must be true or false');
  });
});

describe('who may write', () => {
  let user: TestUser;
  let staff: TestUser;
  let photoId: number;
  beforeAll(async () => {
    user = await makeUser('user', 'approved', await admin());
    staff = await makeUser('staff', 'approved', await admin());
    photoId = (await create('gallery', { image_url: '/uploads/hall.jpg', alt: 'The hall' })).id;
  });

  const calls = (cookie: string | undefined): Array<[string, () => Promise<Reply>]> =>
    (['gallery', 'team', 'testimonials'] as const).flatMap((folder) => [
      [`GET ${folder}/admin_read.php`, () => api.get(`/${folder}/admin_read.php`, { cookie })],
      [`POST ${folder}/create.php`, () => api.post(`/${folder}/create.php`, { cookie, json: { image_url: '/uploads/x.jpg', alt: 'x', name: 'x', role: 'x', relationship: 'x', quote: 'x', date: '2026-01' } })],
      [`POST ${folder}/update.php`, () => api.post(`/${folder}/update.php`, { cookie, json: { id: photoId } })],
      [`DELETE ${folder}/delete.php`, () => api.delete(`/${folder}/delete.php`, { cookie, json: { id: photoId } })],
      [`POST ${folder}/restore.php`, () => api.post(`/${folder}/restore.php`, { cookie, json: { id: photoId } })],
    ]);

  it('nobody signed in gets 401, an approved user or staff member 403, and nothing changes', async () => {
    const before = JSON.stringify(await adminList('gallery'));
    for (const [, send] of calls(undefined)) expectFailure(await send(), 401);
    for (const caller of [user, staff]) {
      for (const [, send] of calls(caller.cookie)) expectFailure(await send(), 403, ADMIN_ONLY);
    }
    expect(JSON.stringify(await adminList('gallery'))).toBe(before);
  });

  it('the public reads need no account, and the other spellings of an admin path are guarded too', async () => {
    for (const folder of ['gallery', 'team', 'testimonials']) expect((await api.get(`/${folder}/read.php`)).status).toBe(200);
    for (const path of ['/GALLERY/create.php', '/gallery/Create.php', '/gallery/create.php/']) {
      const reply = await api.post(path, { json: { image_url: '/uploads/x.jpg', alt: 'x' } });
      expect([401, 404, 405]).toContain(reply.status);
    }
  });
});
