import { describe, expect, it } from 'vitest';
import { uploadSrcSet, widthSrcSet } from './srcset';

describe('widthSrcSet', () => {
  it('lists one file per width with its w descriptor', () => {
    expect(widthSrcSet('/images/banners/faq', [480, 800])).toBe('/images/banners/faq-480.webp 480w, /images/banners/faq-800.webp 800w');
  });
});

describe('uploadSrcSet', () => {
  it.each(['/uploads/garden_0a1b2c3d4e.jpg', '/backend/uploads/images/garden.PNG', '/uploads/a.webp'])('offers the server-made widths of %s', (url) => {
    expect(uploadSrcSet(url)).toBe(`${url}?w=320 320w, ${url}?w=480 480w, ${url}?w=640 640w, ${url}?w=960 960w, ${url}?w=1280 1280w`);
  });

  it.each(['https://example.org/a.jpg', '/placeholder.svg', '/images/hero/hero-1-1280.webp', '/uploads/notes.pdf', '/uploads/../x.jpg', ''])(
    'offers nothing for %s (not an upload the server resizes)',
    (url) => {
      expect(uploadSrcSet(url)).toBeUndefined();
    },
  );
});
