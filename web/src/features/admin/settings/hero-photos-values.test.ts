import { describe, expect, it } from 'vitest';
import { heroPhotosOf, heroPhotosPayload, heroPhotosProblem, pickedInto } from './hero-photos-values';

const none = { image: '', alt: '' };

describe('the Hero Photos card values', () => {
  it("reads each slide's photo and alt text from the settings", () => {
    expect(heroPhotosOf({ hero_image_2: '/uploads/porch.jpg', hero_alt_2: 'The porch' })).toEqual({ 1: none, 2: { image: '/uploads/porch.jpg', alt: 'The porch' }, 3: none });
  });

  it('sends all six fields, trimmed, and no alt text for a slide without a photo', () => {
    expect(heroPhotosPayload({ 1: { image: ' /uploads/a.jpg ', alt: ' The garden ' }, 2: { image: '', alt: 'left over' }, 3: none })).toEqual({
      hero_image_1: '/uploads/a.jpg',
      hero_alt_1: 'The garden',
      hero_image_2: '',
      hero_alt_2: '',
      hero_image_3: '',
      hero_alt_3: '',
    });
  });

  it('names the first slide whose photo has no alt text', () => {
    expect(heroPhotosProblem({ 1: { image: '/uploads/a.jpg', alt: 'A' }, 2: none, 3: { image: '/uploads/c.jpg', alt: '  ' } })).toMatch(/^Hero photo 3 needs its alt text/);
    expect(heroPhotosProblem({ 1: { image: '/uploads/a.jpg', alt: 'A' }, 2: none, 3: none })).toBeNull();
  });

  it("takes a Gallery photo's alt text only when none is typed", () => {
    const picked = { image_url: '/uploads/g.jpg', alt: 'The dining table' };
    expect(pickedInto(none, picked)).toEqual({ image: '/uploads/g.jpg', alt: 'The dining table' });
    expect(pickedInto({ image: '', alt: 'Our dining room' }, picked)).toEqual({ image: '/uploads/g.jpg', alt: 'Our dining room' });
  });
});
