import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HERO_SLIDES, heroPhotoOf, heroSrcSet } from './hero-slides';
import en from './home-words.en';
import es from './home-words.es';

describe('HERO_SLIDES', () => {
  it('has the three slides of the spec, with their badges and primary buttons', () => {
    expect(en.slides.map((slide) => [slide.badge, slide.cta])).toEqual([
      ['Licensed Adult Family Home', 'Schedule a Tour'],
      ['24/7 Care Available', 'Learn More'],
      ['Family-Oriented Environment', 'View Our Home'],
    ]);
  });

  it('has words for each slide in each language', () => {
    expect(en.slides).toHaveLength(HERO_SLIDES.length);
    expect(es.slides).toHaveLength(HERO_SLIDES.length);
  });

  it('highlights a phrase that occurs in each title, in each language', () => {
    for (const slide of [...en.slides, ...es.slides]) expect(slide.title).toContain(slide.highlight);
  });

  it('sends the primary buttons where the spec says', () => {
    expect(HERO_SLIDES.map((slide) => ('to' in slide.link ? slide.link.to : ''))).toEqual(['/contact', '/about', '/about']);
  });
});

describe('heroSrcSet', () => {
  it('lists the three widths of a background', () => {
    expect(heroSrcSet('/images/hero/hero-1')).toBe(
      '/images/hero/hero-1-640.webp 640w, /images/hero/hero-1-960.webp 960w, /images/hero/hero-1-1280.webp 1280w, /images/hero/hero-1-1920.webp 1920w',
    );
  });
});

describe('the hero preload in index.html', () => {
  const html = readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');
  const block = /<!-- preload:home -->([\s\S]*?)<!-- \/preload:home -->/.exec(html)?.[1] ?? '';

  it('sits in the marker block the server keeps only on /', () => {
    expect(block).toMatch(/<link rel="preload" as="image"[^>]*fetchpriority="high"/);
  });

  it('asks for exactly the first slide image the page shows (same srcset and sizes)', () => {
    const first = HERO_SLIDES[0].background;
    expect(block).toContain(`imagesrcset="${heroSrcSet(first)}"`);
    expect(block).toContain('imagesizes="100vw"');
    expect(block).toContain(`href="${first}-1280.webp"`);
  });
});

describe('heroPhotoOf', () => {
  it("gives slide N the owner's photo with its alt text", () => {
    const settings = { hero_image_2: '/uploads/porch_ab12.jpg', hero_alt_2: 'The front porch in spring' };
    expect(heroPhotoOf(settings, 1)).toEqual({ src: '/uploads/porch_ab12.jpg', alt: 'The front porch in spring', focus: 'center' });
    expect(heroPhotoOf(settings, 0)).toBeNull();
  });

  it('keeps in view on phones the part the owner chose, the middle for anything else', () => {
    expect(heroPhotoOf({ hero_image_1: '/uploads/a.jpg', hero_alt_1: 'A', hero_focus_1: 'left' }, 0)?.focus).toBe('left');
    expect(heroPhotoOf({ hero_image_1: '/uploads/a.jpg', hero_alt_1: 'A', hero_focus_1: '' }, 0)?.focus).toBe('center');
    expect(heroPhotoOf({ hero_image_1: '/uploads/a.jpg', hero_alt_1: 'A', hero_focus_1: 'top' as never }, 0)?.focus).toBe('center');
  });

  it('maps a bare file name as every image is mapped', () => {
    expect(heroPhotoOf({ hero_image_1: 'garden.jpg', hero_alt_1: 'The garden' }, 0)?.src).toBe('/backend/uploads/images/garden.jpg');
  });

  it.each([
    ['no alt text', { hero_image_3: '/uploads/x.jpg', hero_alt_3: ' ' }],
    ['a script', { hero_image_3: 'javascript:alert(1)//x.jpg', hero_alt_3: 'A photo' }],
    ['another host without a scheme', { hero_image_3: '//evil.example/x.jpg', hero_alt_3: 'A photo' }],
  ])('keeps the drawn picture for %s', (_case, settings) => {
    expect(heroPhotoOf(settings, 2)).toBeNull();
  });
});
