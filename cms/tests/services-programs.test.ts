import { afterAll, describe, expect, it } from 'vitest';
import { admin, countRecords, readAll } from './helpers/content';
import { api, call, expectFailure } from './helpers/http';

type Kind = {
  kind: 'services' | 'programs';
  label: 'Service' | 'Program';
  list: 'features' | 'activities';
};

const KINDS: Kind[] = [
  { kind: 'services', label: 'Service', list: 'features' },
  { kind: 'programs', label: 'Program', list: 'activities' },
];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/;

describe.each(KINDS)('$kind', ({ kind, label, list }) => {
  // Other test files share the database (the smoke test counts the seeded services): what this
  // file creates, it deletes again.
  const created: number[] = [];
  afterAll(async () => {
    for (const id of created) await api.delete(`/${kind}/delete.php?id=${id}`, { cookie: await admin() });
  });

  const create = async (fields: Record<string, unknown>) => {
    const reply = await api.post(`/${kind}/create.php`, { cookie: await admin(), json: fields });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    created.push(reply.body.data.id);
    return reply.body.data as Record<string, any>;
  };
  const publicTitles = async () => {
    const reply = await api.get(`/${kind}/public_read.php`);
    expect(reply.status).toBe(200);
    return reply.body.records as Array<Record<string, any>>;
  };

  it('public_read lists only active items; read.php lists inactive ones too', async () => {
    const hidden = await create({ title: `Hidden ${label} ${Date.now()}`, status: 'inactive' });
    const shown = await create({ title: `Shown ${label} ${Date.now()}`, status: 'active' });

    const publicRecords = await publicTitles();
    expect(publicRecords.every((record) => record.status === 'active')).toBe(true);
    expect(publicRecords.map((record) => record.id)).toContain(shown.id);
    expect(publicRecords.map((record) => record.id)).not.toContain(hidden.id);

    const all = await readAll(kind);
    expect(all.find((record) => record.id === hidden.id)).toMatchObject({ status: 'inactive', title: hidden.title });
  });

  it('create answers 201 with the record in the spec shape', async () => {
    const body = {
      title: `Shape ${label}`,
      description: 'A described item',
      [list]: ['One', 'Two'],
      image_url: 'https://example.org/picture.jpg',
      alt: 'A caregiver and a resident in the garden',
      status: 'active',
      featured: true,
      ...(kind === 'services' ? { icon_name: 'Heart' } : {}),
    };
    const reply = await api.post(`/${kind}/create.php`, { cookie: await admin(), json: body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    created.push(reply.body.data.id);
    expect(reply.body).toMatchObject({ success: true, message: `${label} created successfully.` });

    const data = reply.body.data;
    // The admin's answer carries the record's translations (issue 47).
    const keys = ['id', 'title', 'description', 'image_url', 'alt', list, 'status', 'featured', 'created_at', 'updated_at', 'translations'];
    if (kind === 'services') keys.push('icon_name');
    expect(Object.keys(data).sort()).toEqual(keys.sort());
    expect(data).toMatchObject(body);
    expect(typeof data.id).toBe('number');
    expect(data.created_at).toMatch(ISO_DATE);
    expect(data.updated_at).toMatch(ISO_DATE);
  });

  it('create with only a title gets the defaults: active, not featured, an empty list', async () => {
    const data = await create({ title: `Defaults ${label}` });
    expect(data).toMatchObject({ title: `Defaults ${label}`, description: '', image_url: '', status: 'active', featured: false, [list]: [] });
  });

  it.each(['https://example.org/a.jpg', 'http://example.org/b.png', '/backend/uploads/images/c.png', 'garden_view-2.webp', ''])(
    'image_url %j is accepted and stored as sent',
    async (image_url) => {
      expect((await create({ title: `Image ${label}`, image_url, alt: image_url ? 'A picture' : '' })).image_url).toBe(image_url);
    },
  );

  it('list entries are trimmed and empty ones dropped', async () => {
    const data = await create({ title: `Trimmed ${label}`, [list]: ['  Walks  ', '', '   ', 'Music\t'] });
    expect(data[list]).toEqual(['Walks', 'Music']);
    const stored = (await readAll(kind)).find((record) => record.id === data.id);
    expect(stored?.[list]).toEqual(['Walks', 'Music']);
  });

  it('update changes the fields and keeps the same id', async () => {
    const before = await create({ title: `Before ${label}`, description: 'old', [list]: ['a'] });
    const changes = { title: `After ${label}`, description: 'new', [list]: ['b', 'c'], status: 'inactive', featured: true, image_url: 'after.png', alt: 'The porch after the rain' };
    const reply = await api.put(`/${kind}/update.php`, { cookie: await admin(), json: { id: before.id, ...changes } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: `${label} updated successfully.` });
    expect(reply.body.data).toMatchObject({ id: before.id, ...changes });

    const stored = (await readAll(kind)).filter((record) => record.title === changes.title || record.id === before.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: before.id, ...changes });
  });

  describe('alt text (issues 33 and 44)', () => {
    it("is optional: the spec's create call with an image and no alt text is a 201, and the image is then decorative", async () => {
      const title = `No words ${label} ${Date.now()}`;
      const image = `/uploads/no-words-${kind}-${Date.now()}.jpg`;
      // Exactly the spec's fields, as a client built from the spec sends them.
      const spec = { title, description: 'Built from the spec', [kind === 'services' ? 'features' : 'activities']: ['One'], image_url: image, status: 'active', featured: false };
      // create() expects the 201 and deletes the item at the end of the file.
      expect(await create(spec)).toMatchObject({ title, image_url: image, alt: '' });
      // The list page draws it as decoration: an empty alt, beside the card's own title.
      const page = (await call('GET', `/${kind}`)).text;
      const drawn = [...page.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes(image));
      expect(drawn.length).toBeGreaterThan(0);
      for (const tag of drawn) expect(tag).toMatch(/\salt=""/);
      for (const alt of ['', '   ']) {
        expect((await create({ ...spec, title: `${title} ${alt.length}`, alt })).alt).toBe('');
      }
      expect((await publicTitles()).find((record) => record.title === title)).toMatchObject({ image_url: image, alt: '' });
    });

    it('is stored with the image, trimmed, at most 300 characters, and answered by the public read', async () => {
      const data = await create({ title: `Worded ${label}`, image_url: '/uploads/room.jpg', alt: '  A sunny room with two armchairs  ' });
      expect(data.alt).toBe('A sunny room with two armchairs');
      expect((await publicTitles()).find((record) => record.id === data.id)).toMatchObject({ image_url: '/uploads/room.jpg', alt: 'A sunny room with two armchairs' });
      expectFailure(await api.post(`/${kind}/create.php`, { cookie: await admin(), json: { title: 'Long words', image_url: '/uploads/room.jpg', alt: 'x'.repeat(301) } }), 400, 'Alt text must be at most 300 characters');
    });

    it("is optional on update too: the spec's update with a new image and no alt text is a 200; a new image keeps the stored words", async () => {
      const item = await create({ title: `Kept words ${label}`, image_url: '/uploads/room.jpg', alt: 'The room' });
      const update = async (changes: Record<string, unknown>) => api.put(`/${kind}/update.php`, { cookie: await admin(), json: { id: item.id, ...changes } });
      const cleared = await update({ alt: '' });
      expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
      expect(cleared.body.data).toMatchObject({ image_url: '/uploads/room.jpg', alt: '' });
      expect((await update({ alt: 'The room' })).body.data).toMatchObject({ alt: 'The room' });
      // A new image keeps the stored words; taking the image off takes its words off the record it answers.
      expect((await update({ image_url: '/uploads/other.jpg' })).body.data).toMatchObject({ image_url: '/uploads/other.jpg', alt: 'The room' });
      expect((await update({ image_url: '', alt: '' })).body.data).toMatchObject({ image_url: '', alt: '' });
    });

    it('an item without an image needs none', async () => {
      const data = await create({ title: `Plain ${label}` });
      expect(data).toMatchObject({ image_url: '', alt: '' });
    });
  });

  it('update of an unknown id answers 404', async () => {
    const reply = await api.put(`/${kind}/update.php`, { cookie: await admin(), json: { id: 999999, title: 'Nobody' } });
    expectFailure(reply, 404);
  });

  it('delete removes the item', async () => {
    const doomed = await create({ title: `Doomed ${label}` });
    const reply = await api.delete(`/${kind}/delete.php?id=${doomed.id}`, { cookie: await admin() });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: `${label} deleted successfully.`, id: doomed.id });
    expect((await readAll(kind)).map((record) => record.id)).not.toContain(doomed.id);
    expect((await publicTitles()).map((record) => record.id)).not.toContain(doomed.id);
  });

  it('delete of an unknown id answers 404', async () => {
    expectFailure(await api.delete(`/${kind}/delete.php?id=999999`, { cookie: await admin() }), 404);
  });

  it('delete with id=abc answers 400', async () => {
    expectFailure(await api.delete(`/${kind}/delete.php?id=abc`, { cookie: await admin() }), 400);
  });

  const invalidBodies: Array<[string, Record<string, unknown>]> = [
    ['a missing title', { description: 'no title' }],
    ['an empty title', { title: '   ' }],
    ['a title of 201 characters', { title: 'x'.repeat(201) }],
    ['a description of 5001 characters', { title: 'Long', description: 'x'.repeat(5001) }],
    [`${list} that is not a list`, { title: 'Bad list', [list]: 'Walks, Music' }],
    [`${list} holding a number`, { title: 'Bad entry', [list]: ['Walks', 42] }],
    ["status 'archived'", { title: 'Bad status', status: 'archived' }],
    ["featured 'yes'", { title: 'Bad flag', featured: 'yes' }],
    ["an unknown field 'price'", { title: 'Priced', price: 100 }],
    ["image_url 'javascript:alert(1)'", { title: 'Script', image_url: 'javascript:alert(1)' }],
  ];

  it.each(invalidBodies)('create with %s answers 400 and stores nothing', async (_name, body) => {
    const before = await countRecords(kind);
    expectFailure(await api.post(`/${kind}/create.php`, { cookie: await admin(), json: body }), 400);
    expect(await countRecords(kind)).toBe(before);
  });

  it.each(invalidBodies.filter(([name]) => name !== 'a missing title'))('update with %s answers 400 and changes nothing', async (_name, body) => {
    const target = await create({ title: `Untouched ${label}`, description: 'same', [list]: ['kept'] });
    expectFailure(await api.put(`/${kind}/update.php`, { cookie: await admin(), json: { id: target.id, ...body } }), 400);
    const stored = (await readAll(kind)).find((record) => record.id === target.id);
    expect(stored).toEqual(target);
  });

  it('the public read shows an edit on the very next read', async () => {
    const item = await create({ title: `Fresh ${label}`, description: 'first' });
    expect((await publicTitles()).find((record) => record.id === item.id)?.description).toBe('first');

    const reply = await api.put(`/${kind}/update.php`, { cookie: await admin(), json: { id: item.id, description: 'second' } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await publicTitles()).find((record) => record.id === item.id)?.description).toBe('second');

    await api.put(`/${kind}/update.php`, { cookie: await admin(), json: { id: item.id, status: 'inactive' } });
    expect((await publicTitles()).map((record) => record.id)).not.toContain(item.id);
  });

  it('the admin calls refuse an anonymous caller with 401', async () => {
    expectFailure(await api.get(`/${kind}/read.php`), 401);
    expectFailure(await api.post(`/${kind}/create.php`, { json: { title: 'Anonymous' } }), 401);
  });
});
