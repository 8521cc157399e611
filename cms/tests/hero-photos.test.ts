import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from './helpers/content';
import { attributeValues, loadPage } from './helpers/html';
import { api, expectFailure } from './helpers/http';

/**
 * The hero's photos (issue 33): settings hero_image_1..3 with hero_alt_1..3, drawn on the home
 * page, and hero_focus_1..3, the part a phone keeps in view (issue 44).
 */
const HERO_FIELDS = ['hero_image_1', 'hero_alt_1', 'hero_image_2', 'hero_alt_2', 'hero_image_3', 'hero_alt_3', 'hero_focus_1', 'hero_focus_2', 'hero_focus_3'] as const;
type Hero = Partial<Record<(typeof HERO_FIELDS)[number], unknown>>;

const readHero = async (): Promise<Hero> => {
  const { data } = (await api.get('/settings/read.php')).body;
  return Object.fromEntries(HERO_FIELDS.map((field) => [field, data[field]]));
};
const update = async (body: Hero) => api.post('/settings/update.php', { cookie: await admin(), json: body });
const NONE = { hero_image_1: '', hero_alt_1: '', hero_image_2: '', hero_alt_2: '', hero_image_3: '', hero_alt_3: '', hero_focus_1: '', hero_focus_2: '', hero_focus_3: '' };

/** The <img> tags of the server-drawn home page, with their src and alt. */
const imagesOf = (html: string) => [...html.matchAll(/<img\b[^>]*>/gi)].map(([tag]) => ({ src: attributeValues(tag, ['src'])[0], alt: attributeValues(tag, ['alt'])[0] }));

let original: Hero;
beforeAll(async () => {
  original = await readHero();
});
afterAll(async () => {
  expect((await update(original)).status).toBe(200);
});

describe('the hero photo settings', () => {
  it('start empty: every slide shows its drawing', async () => {
    expect(await update(NONE)).toMatchObject({ status: 200 });
    expect(await readHero()).toEqual(NONE);
  });

  it('take an image reference as image_url does, each with its alt text', async () => {
    const reply = await update({ hero_image_1: ' /uploads/front-porch_ab12cd.jpg ', hero_alt_1: ' The front porch in spring ', hero_image_3: 'https://photos.example.org/garden.jpg', hero_alt_3: 'The garden' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await readHero()).toEqual({ ...NONE, hero_image_1: '/uploads/front-porch_ab12cd.jpg', hero_alt_1: 'The front porch in spring', hero_image_3: 'https://photos.example.org/garden.jpg', hero_alt_3: 'The garden' });
  });

  it.each([
    ['no alt text', { hero_image_2: '/uploads/kitchen.jpg' }],
    ['an empty alt text', { hero_image_2: '/uploads/kitchen.jpg', hero_alt_2: '   ' }],
  ])('refuse a photo with %s (400, nothing stored)', async (_case, body) => {
    await update({ ...NONE, hero_image_1: '/uploads/kept.jpg', hero_alt_1: 'Kept' });
    const before = await readHero();
    const reply = await update({ ...body, hero_alt_1: 'Changed too' });
    expectFailure(reply, 400, 'Hero photo 2 needs its alt text: a few words saying what the photo shows');
    expect(await readHero()).toEqual(before);
  });

  it('refuse taking the alt text off a stored photo', async () => {
    await update({ ...NONE, hero_image_2: '/uploads/kitchen.jpg', hero_alt_2: 'The kitchen' });
    expectFailure(await update({ hero_alt_2: '' }), 400, /^Hero photo 2 needs its alt text/);
    expect((await readHero()).hero_alt_2).toBe('The kitchen');
    // Taking the photo off with its words is fine.
    expect((await update({ hero_image_2: '', hero_alt_2: '' })).status).toBe(200);
    expect(await readHero()).toEqual(NONE);
  });

  it.each(['javascript:alert(1)//x.jpg', '//evil.example/x.jpg', 'data:image/png;base64,AAAA', '/backend/api/users/logout.php', '/uploads/../config/x.jpg', 'https://user:pw@evil.example/x.jpg'])(
    'refuse %j (400, nothing stored)',
    async (value) => {
      await update({ ...NONE, hero_image_1: '/uploads/kept.jpg', hero_alt_1: 'Kept' });
      const reply = await update({ hero_image_1: value, hero_alt_1: 'A photo' });
      expectFailure(reply, 400, 'Hero photo 1 must be a web address (https://...), a path starting with /uploads/, or a file name');
      expect(await readHero()).toEqual({ ...NONE, hero_image_1: '/uploads/kept.jpg', hero_alt_1: 'Kept' });
    },
  );

  it('keep the part of each photo a phone shows: left, center, right or empty (the middle)', async () => {
    const reply = await update({ ...NONE, hero_image_1: '/uploads/a.jpg', hero_alt_1: 'A', hero_focus_1: 'right', hero_focus_2: 'left' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await readHero()).toMatchObject({ hero_focus_1: 'right', hero_focus_2: 'left', hero_focus_3: '' });
  });

  it.each(['top', 'RIGHT', 'right ', 'x'.repeat(5000), 3])('refuse the part in view %j (400, nothing stored)', async (value) => {
    await update({ ...NONE, hero_image_1: '/uploads/a.jpg', hero_alt_1: 'A', hero_focus_1: 'left' });
    expectFailure(await update({ hero_focus_1: value }), 400, 'Hero photo 1 on phones must be one of: left, center, right');
    expect((await readHero()).hero_focus_1).toBe('left');
  });

  it('refuse an alt text over 300 characters', async () => {
    expectFailure(await update({ hero_image_3: '/uploads/x.jpg', hero_alt_3: 'a'.repeat(301) }), 400, 'Hero photo 3 alt text must be at most 300 characters');
  });

  it('are for admins only', async () => {
    expectFailure(await api.post('/settings/update.php', { json: { hero_image_1: '/uploads/x.jpg', hero_alt_1: 'X' } }), 401);
  });
});

describe('the home page with hero photos', () => {
  it("draws slide 1 with the owner's photo and its alt text, preloaded, and the other slides as drawings", async () => {
    await update({ ...NONE, hero_image_1: '/uploads/front-porch_ab12cd.jpg', hero_alt_1: 'The front porch & its "rocking" chairs' });
    const { status, text, root, page } = await loadPage('/');
    expect(status).toBe(200);
    const images = imagesOf(root ?? '');
    expect(images).toContainEqual({ src: '/uploads/front-porch_ab12cd.jpg', alt: 'The front porch & its "rocking" chairs' });
    // The drawing of slide 1 is not asked for; the first photo is the page's preload.
    expect(images.map((image) => image.src)).not.toContain('/images/hero/hero-1-1280.webp');
    expect(page.link('preload')).toContain('/uploads/front-porch_ab12cd.jpg');
    expect(text).not.toContain('/images/hero/hero-1-1280.webp');
    // A shared link of the home page shows the photo too.
    expect(page.meta('og:image')[0]).toMatch(/^https?:\/\/[^/]+\/uploads\/front-porch_ab12cd\.jpg$/);
    // The slide's words stay the spec's.
    expect(root).toContain('Licensed Adult Family Home');
  });

  it('shows the drawings again once the photos are taken off', async () => {
    await update(NONE);
    const { root, page } = await loadPage('/');
    expect(imagesOf(root ?? '').map((image) => image.src)).toContain('/images/hero/hero-1-1280.webp');
    expect(page.link('preload')).toContain('/images/hero/hero-1-1280.webp');
    expect(page.meta('og:image')[0]).toMatch(/\/images\/hero\/hero-1-1280\.webp$/);
  });
});
