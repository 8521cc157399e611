import { describe, expect, it } from 'vitest';
import { heroPhotosOf, heroPhotosPayload, heroPhotosProblem, pickedInto } from './hero-photos-values';

const none = { image: '', alt: '', focus: 'center' } as const;

describe('the Hero Photos card values', () => {
  it("reads each slide's photo, alt text and part kept in view on phones from the settings", () => {
    expect(heroPhotosOf({ hero_image_2: '/uploads/porch.jpg', hero_alt_2: 'The porch', hero_focus_2: 'right' })).toEqual({
      1: none,
      2: { image: '/uploads/porch.jpg', alt: 'The porch', focus: 'right' },
      3: none,
    });
  });

  it('sends all nine fields, trimmed, and no alt text nor part in view for a slide without a photo', () => {
    expect(heroPhotosPayload({ 1: { image: ' /uploads/a.jpg ', alt: ' The garden ', focus: 'left' }, 2: { image: '', alt: 'left over', focus: 'right' }, 3: none })).toEqual({
      hero_image_1: '/uploads/a.jpg',
      hero_alt_1: 'The garden',
      hero_focus_1: 'left',
      hero_image_2: '',
      hero_alt_2: '',
      hero_focus_2: '',
      hero_image_3: '',
      hero_alt_3: '',
      hero_focus_3: '',
    });
  });

  it('names the first slide whose photo has no alt text', () => {
    expect(heroPhotosProblem({ 1: { image: '/uploads/a.jpg', alt: 'A', focus: 'center' }, 2: none, 3: { image: '/uploads/c.jpg', alt: '  ', focus: 'center' } })).toMatch(/^Hero photo 3 needs its alt text/);
    expect(heroPhotosProblem({ 1: { image: '/uploads/a.jpg', alt: 'A', focus: 'center' }, 2: none, 3: none })).toBeNull();
  });

  it("takes a Gallery photo's alt text only when none is typed", () => {
    const picked = { image_url: '/uploads/g.jpg', alt: 'The dining table' };
    expect(pickedInto(none, picked)).toEqual({ image: '/uploads/g.jpg', alt: 'The dining table', focus: 'center' });
    expect(pickedInto({ image: '', alt: 'Our dining room', focus: 'left' }, picked)).toEqual({ image: '/uploads/g.jpg', alt: 'Our dining room', focus: 'left' });
  });
});
