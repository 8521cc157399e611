import { describe, expect, it } from 'vitest';
import { imageOrPlaceholder, PLACEHOLDER_IMAGE, resolveImageUrl } from './images';

/**
 * Values the one URL rule refuses (the contract's isImageReference; the API tests in
 * cms/tests/security-urls.test.ts send the same list through every way in): none of them may
 * become a link or a picture.
 */
const HOSTILE = [
  'javascript:alert(1)//x',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://example.org/0b7c1d2e',
  '//evil.example/x.jpg',
  '/backend/api/users/logout.php',
  '/images/x.jpg',
  'uploads/images/garden.jpg',
  '/uploads/../backend/api/users/logout.php',
  '/uploads/%2e%2e/backend/api/users/logout.php',
  '../uploads/x.jpg',
  '/uploads\\x.jpg',
  '\\\\evil.example\\x.jpg',
  'https://evil.example\\@example.org/x.jpg',
  'garden\u0000.jpg',
  'https://example.org/a\u2028b.jpg',
  'https://example.org/a\u200bb.jpg',
  '/uploads/a b.jpg',
  'https://user:secret@evil.example/x.jpg',
  'https://example.org/a/../b.jpg',
  'http://',
  'https:evil.example/x.jpg',
  '.htaccess',
  `https://example.org/${'a'.repeat(1000)}.jpg`,
];

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
