import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { admin, consoleToken, fileForm } from './helpers/content';
import { api, baseUrl, call } from './helpers/http';
import { plantUpload } from './helpers/stored-uploads';

/**
 * Team photos are sharp on 2x screens (issue 33): team/read.php names, beside each photo that is an
 * upload of the media library, the sizes the upload plugin stored of it (`photo_srcset`), each a
 * picture of the site at its own width; any other photo gets ''. The reply is kept in memory, and a
 * change to the media library drops it.
 */

// Uploads of a 1600 px photo make four more sizes of it: a few seconds on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

type Uploaded = { url: string; relative_path: string };
type Member = { id: number; photo_url: string; photo_srcset: string } & Record<string, unknown>;

const TEAM_KEYS = ['id', 'name', 'role', 'credentials', 'languages', 'photo_url', 'photo_srcset', 'alt', 'bio', 'order_index'].sort();
/** One srcset entry as the site may name it: a file of its upload folder and a width. */
const ENTRY = /^(\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*) ([1-9]\d*)w$/;

const created: number[] = [];
afterAll(async () => {
  for (const id of created) await api.delete('/team/delete.php', { cookie: await admin(), json: { id } });
});

const uploadPhoto = async (width: number, height: number, filename: string): Promise<Uploaded> => {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#6a8f5c' } })
    .jpeg()
    .toBuffer();
  const reply = await api.post('/upload_image.php', { cookie: await admin(), multipart: fileForm(bytes, filename, 'image/jpeg') });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as Uploaded;
};

const addMember = async (name: string, photo_url: string) => {
  const reply = await api.post('/team/create.php', { cookie: await admin(), json: { name, role: 'Caregiver', photo_url, alt: photo_url ? `${name} smiling` : '' } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  created.push(reply.body.data.id);
  return reply.body.data as { id: number };
};

const publicTeam = async () => {
  const reply = await api.get('/team/read.php');
  expect(reply.status).toBe(200);
  return { records: reply.body.records as Member[], etag: reply.headers.get('etag') };
};
const publicMember = async (id: number) => {
  const found = (await publicTeam()).records.find((member) => member.id === id);
  expect(found, `team member ${id} in team/read.php`).toBeDefined();
  return found!;
};

/** The srcset's entries, each checked to be a site path and a width. */
const entriesOf = (srcset: string) =>
  srcset.split(', ').map((entry) => {
    const match = ENTRY.exec(entry);
    expect(match, `srcset entry "${entry}"`).not.toBeNull();
    return { url: match![1], width: Number(match![2]) };
  });

/** The file of the media library stored under /uploads/<name>, as the Strapi console lists it. */
const libraryFile = async (name: string) => {
  const reply = await call('GET', '/upload/files?pageSize=100&sort=createdAt:DESC', { headers: { Authorization: `Bearer ${await consoleToken()}` } });
  expect(reply.status, reply.text.slice(0, 300)).toBe(200);
  const file = (reply.body.results as Array<{ id: number; hash: string; ext: string }>).find((entry) => `${entry.hash}${entry.ext}` === name);
  expect(file, `${name} in the media library`).toBeDefined();
  return file!;
};

describe('team photos: photo_srcset from the upload\'s own sizes', () => {
  let photo: Uploaded;
  let member: Member;
  beforeAll(async () => {
    photo = await uploadPhoto(1600, 1200, 'maria.jpg');
    member = await publicMember((await addMember('Maria Lopez', photo.url)).id);
  });

  it('team/read.php answers only the public fields, photo_srcset among them, for every member', async () => {
    const { records } = await publicTeam();
    for (const record of records) expect(Object.keys(record).sort()).toEqual(TEAM_KEYS);
    expect(member.photo_url).toBe(photo.url);
  });

  it('lists the stored sizes narrowest first, the original last at its own width, each a picture of that width', async () => {
    const entries = entriesOf(member.photo_srcset);
    // The plugin's formats of a 1600 x 1200 photo (thumbnail, small, medium, large) and the original.
    expect(entries.length).toBeGreaterThanOrEqual(4);
    expect(entries.at(-1)).toEqual({ url: photo.url, width: 1600 });
    const widths = entries.map((entry) => entry.width);
    expect(widths).toEqual([...new Set(widths)].sort((a, b) => a - b));
    // Sharp on a 2x screen: a size of at least twice the card's 144 px, and smaller than the original.
    expect(widths.some((width) => width >= 288 && width < 1600)).toBe(true);
    for (const prefix of ['small_', 'medium_', 'large_']) expect(entries.map((entry) => entry.url)).toContain(`/uploads/${prefix}${photo.relative_path}`);

    for (const { url, width } of entries) {
      const response = await fetch(baseUrl() + url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.width, url).toBe(width);
      // Every size is the same picture: the photo's shape, to a pixel of rounding.
      expect(Math.abs(meta.height - (width * 1200) / 1600), url).toBeLessThanOrEqual(1);
    }
  });

  it('a portrait photo lists its sizes by their widths, which are not the breakpoints', async () => {
    const portrait = await uploadPhoto(900, 1200, 'john.jpg');
    const record = await publicMember((await addMember('John Park', portrait.url)).id);
    const entries = entriesOf(record.photo_srcset);
    expect(entries.at(-1)).toEqual({ url: portrait.url, width: 900 });
    for (const { url, width } of entries) {
      const response = await fetch(baseUrl() + url);
      expect(response.status, url).toBe(200);
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width, url).toBe(width);
    }
  });

  it('the same upload named by its legacy path or bare file name gets the same srcset', async () => {
    const legacy = await publicMember((await addMember('Maria by her legacy path', `/backend/uploads/images/${photo.relative_path}`)).id);
    const bare = await publicMember((await addMember('Maria by her file name', photo.relative_path)).id);
    expect(legacy.photo_srcset).toBe(member.photo_srcset);
    expect(bare.photo_srcset).toBe(member.photo_srcset);
  });

  it('a photo that is no upload of the media library gets \'\': an outside address, an older file, a missing one, none', async () => {
    // An older file: in the upload folder (and served), but never an upload of the media library.
    await plantUpload('old-team-photo.jpg', await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#888' } }).jpeg().toBuffer(), 'image/jpeg');
    expect((await fetch(`${baseUrl()}/uploads/old-team-photo.jpg`)).status).toBe(200);
    const photos = ['https://images.example.org/team/ana.jpg', 'old-team-photo.jpg', '/uploads/old-team-photo.jpg', '/uploads/never_uploaded_0123456789.jpg', ''];
    const ids: number[] = [];
    for (const [index, photoUrl] of photos.entries()) ids.push((await addMember(`Other photo ${index}`, photoUrl)).id);
    const { records } = await publicTeam();
    for (const [index, id] of ids.entries()) {
      const record = records.find((entry) => entry.id === id);
      expect(record, photos[index]).toMatchObject({ photo_url: photos[index], photo_srcset: '' });
    }
  });

  it('the kept reply follows the media library: deleting the file from the console drops its sizes at once', async () => {
    const upload = await uploadPhoto(1200, 1200, 'rosa.jpg');
    const { id } = await addMember('Rosa Diaz', upload.url);
    const before = await publicTeam();
    expect(before.records.find((entry) => entry.id === id)?.photo_srcset).toContain(`${upload.url} 1200w`);
    // Read again: answered from memory, unchanged.
    expect((await publicTeam()).etag).toBe(before.etag);

    const file = await libraryFile(upload.relative_path);
    const removed = await call('DELETE', `/upload/files/${file.id}`, { headers: { Authorization: `Bearer ${await consoleToken()}` } });
    expect(removed.status, removed.text.slice(0, 300)).toBe(200);

    const after = await publicTeam();
    expect(after.etag).not.toBe(before.etag);
    expect(after.records.find((entry) => entry.id === id)).toMatchObject({ photo_url: upload.url, photo_srcset: '' });
    // The other members' photos are untouched.
    expect(after.records.find((entry) => entry.id === member.id)?.photo_srcset).toBe(member.photo_srcset);
  });
});
