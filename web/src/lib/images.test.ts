import { describe, expect, it } from 'vitest';
import { HOSTILE_ADDRESSES as HOSTILE } from '@afh/contract/hostile-addresses';
import { altOf, imageOrPlaceholder, PLACEHOLDER_IMAGE, resolveImageUrl } from './images';

describe('resolveImageUrl', () => {
  it.each(['https://cdn.example.com/photos/garden.jpg', 'http://example.com/garden.jpg', 'https://example.com/a.png?v=2#top'])('uses the http(s) URL %j as is', (url) => {
    expect(resolveImageUrl(url)).toBe(url);
  });

  it.each(['/uploads/garden_0a1b2c3d4e.jpg', '/uploads/thumbnails/garden.webp', '/backend/uploads/images/garden.jpg'])('uses the uploads path %j as is', (path) => {
    expect(resolveImageUrl(path)).toBe(path);
  });

  it.each(['garden.jpg', 'garden_view-2.webp', 'A1'])("maps the bare file name %j to the backend's uploads/images path", (name) => {
    expect(resolveImageUrl(name)).toBe(`/backend/uploads/images/${name}`);
  });

  it('trims the white space around a value first', () => {
    expect(resolveImageUrl('  /uploads/garden.jpg \n')).toBe('/uploads/garden.jpg');
    expect(resolveImageUrl('\tgarden.jpg ')).toBe('/backend/uploads/images/garden.jpg');
  });

  it.each(HOSTILE)('gives nothing for %j', (value) => {
    expect(resolveImageUrl(value)).toBe('');
  });

  it.each(['', '   ', null, undefined])('gives an empty result for %j', (value) => {
    expect(resolveImageUrl(value)).toBe('');
  });
});

describe('imageOrPlaceholder', () => {
  it('is /placeholder.svg', () => {
    expect(PLACEHOLDER_IMAGE).toBe('/placeholder.svg');
  });

  it('gives the placeholder when there is no image', () => {
    expect(imageOrPlaceholder(null)).toBe('/placeholder.svg');
    expect(imageOrPlaceholder(undefined)).toBe('/placeholder.svg');
    expect(imageOrPlaceholder('')).toBe('/placeholder.svg');
  });

  it('gives the same placeholder for every image kind', () => {
    expect(imageOrPlaceholder(null, 'service')).toBe('/placeholder.svg');
    expect(imageOrPlaceholder(null, 'program')).toBe('/placeholder.svg');
    expect(imageOrPlaceholder(null, 'user')).toBe('/placeholder.svg');
  });

  it('gives the resolved URL when there is an image', () => {
    expect(imageOrPlaceholder('garden.jpg', 'program')).toBe('/backend/uploads/images/garden.jpg');
    expect(imageOrPlaceholder('https://example.com/a.png')).toBe('https://example.com/a.png');
  });

  it.each(HOSTILE)('gives the placeholder, never the value, for %j', (value) => {
    expect(imageOrPlaceholder(value, 'user')).toBe(PLACEHOLDER_IMAGE);
  });
});

describe('altOf', () => {
  it("gives a real image the owner's words, trimmed", () => {
    expect(altOf('/uploads/garden.jpg', '  The garden in June ')).toBe('The garden in June');
    expect(altOf('garden.jpg', 'The garden')).toBe('The garden');
  });

  it.each([['', 'The garden'], [null, 'The garden'], ['javascript:alert(1)//x.jpg', 'The garden'], ['//evil.example/x.jpg', 'The garden']])('gives the placeholder for %j no words: it is decoration', (value, alt) => {
    expect(altOf(value, alt)).toBe('');
  });
});
