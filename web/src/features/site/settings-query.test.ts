import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './defaults';
import { withDefaults } from './settings-query';

describe("the settings' license lookup link", () => {
  it('keeps an https address', () => {
    expect(withDefaults({ license_lookup_url: 'https://www.dshs.wa.gov/lookup?kind=afh' }).license_lookup_url).toBe('https://www.dshs.wa.gov/lookup?kind=afh');
  });

  it.each([
    'javascript:alert(1)//x',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    '/backend/api/users/logout.php',
    'http://www.dshs.wa.gov/lookup',
    'https://user:secret@evil.example/',
    'https://example.org/a\u2028b',
  ])('gives the default lookup for %j', (value) => {
    expect(withDefaults({ license_lookup_url: value }).license_lookup_url).toBe(DEFAULT_SETTINGS.license_lookup_url);
  });
});

describe('the Disclosure of Services link', () => {
  it('keeps a PDF this site stored', () => {
    expect(withDefaults({ disclosure_url: '/uploads/disclosure-of-services_0123456789.pdf' }).disclosure_url).toBe('/uploads/disclosure-of-services_0123456789.pdf');
  });

  it.each(['javascript:alert(1)//.pdf', 'https://evil.example/x.pdf', '//evil.example/uploads/x.pdf', '/uploads/../x.pdf', '/uploads/x.html'])('links nothing for %j', (value) => {
    expect(withDefaults({ disclosure_url: value }).disclosure_url).toBe('');
  });
});

describe("the hero's photos", () => {
  it('keeps a photo with its alt text', () => {
    const settings = withDefaults({ hero_image_2: '/uploads/porch_ab12.jpg', hero_alt_2: 'The front porch in spring' });
    expect([settings.hero_image_2, settings.hero_alt_2]).toEqual(['/uploads/porch_ab12.jpg', 'The front porch in spring']);
  });

  it('draws the picture for a photo without alt text', () => {
    expect(withDefaults({ hero_image_1: '/uploads/porch_ab12.jpg', hero_alt_1: '  ' }).hero_image_1).toBe('');
  });

  it.each(['javascript:alert(1)//x.jpg', '//evil.example/x.jpg', '/backend/api/users/logout.php', 'data:image/png;base64,AAAA'])('draws the picture for %j', (value) => {
    expect(withDefaults({ hero_image_3: value, hero_alt_3: 'A photo' }).hero_image_3).toBe('');
  });
});
