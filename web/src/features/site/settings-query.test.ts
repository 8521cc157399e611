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
