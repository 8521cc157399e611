import { describe, expect, it } from 'vitest';
import { HERO_SLIDES, heroSrcSet } from './hero-slides';

describe('HERO_SLIDES', () => {
  it('has the three slides of the spec, with their badges and primary buttons', () => {
    expect(HERO_SLIDES.map((slide) => [slide.badge, slide.cta.label])).toEqual([
      ['Licensed Adult Family Home', 'Schedule a Tour'],
      ['24/7 Care Available', 'Learn More'],
      ['Family-Oriented Environment', 'View Our Home'],
    ]);
  });

  it('highlights a phrase that occurs in each title', () => {
    for (const slide of HERO_SLIDES) expect(slide.title).toContain(slide.highlight);
  });
});

describe('heroSrcSet', () => {
  it('lists the three widths of a background', () => {
    expect(heroSrcSet('/images/hero/hero-1')).toBe(
      '/images/hero/hero-1-640.webp 640w, /images/hero/hero-1-960.webp 960w, /images/hero/hero-1-1280.webp 1280w, /images/hero/hero-1-1920.webp 1920w',
    );
  });
});
