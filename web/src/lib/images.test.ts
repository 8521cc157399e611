import { describe, expect, it } from 'vitest';
import { imageOrPlaceholder, PLACEHOLDER_IMAGE, resolveImageUrl } from './images';

describe('resolveImageUrl', () => {
  it('uses an https URL as is', () => {
    expect(resolveImageUrl('https://cdn.example.com/photos/garden.jpg')).toBe('https://cdn.example.com/photos/garden.jpg');
  });

  it('uses an http URL as is', () => {
    expect(resolveImageUrl('http://example.com/garden.jpg')).toBe('http://example.com/garden.jpg');
  });

  it('uses a /backend path as is', () => {
    expect(resolveImageUrl('/backend/uploads/images/garden.jpg')).toBe('/backend/uploads/images/garden.jpg');
  });

  it('uses any value containing a slash as is', () => {
    expect(resolveImageUrl('uploads/images/garden.jpg')).toBe('uploads/images/garden.jpg');
    expect(resolveImageUrl('/images/hero/hero-1-1280.webp')).toBe('/images/hero/hero-1-1280.webp');
  });

  it("maps a bare file name to the backend's uploads/images path", () => {
    expect(resolveImageUrl('garden.jpg')).toBe('/backend/uploads/images/garden.jpg');
  });

  it('gives an empty result for an empty string', () => {
    expect(resolveImageUrl('')).toBe('');
  });

  it('gives an empty result for null', () => {
    expect(resolveImageUrl(null)).toBe('');
  });

  it('gives an empty result for undefined', () => {
    expect(resolveImageUrl(undefined)).toBe('');
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
});
