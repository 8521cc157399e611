import { describe, expect, it } from 'vitest';
import { dollars as serverDollars, fillText as serverFill, formatPhone as serverPhone, resolveImageUrl as serverImage, SITE_DEFAULTS, slugify as serverSlug } from '../src/lib/seo/format';
import { PAGE_TEXT as SERVER_TEXT } from '../src/lib/seo/page-text';
import { formatPhone as webPhone, slugify as webSlug } from '../../web/src/lib/format';
import { resolveImageUrl as webImage } from '../../web/src/lib/images';
import { DEFAULT_SETTINGS } from '../../web/src/features/site/defaults';
import { dollars as webDollars } from '../../web/src/features/site/price-text';
import { fillText as webFill, PAGE_TEXT as WEB_TEXT } from '../../web/src/features/site/page-text';

// The server writes the head before the app runs; the app rewrites it on navigation. These rules
// exist twice (the server is built apart from the web app), so they are checked to agree.
describe('rules the server shares with the web app', () => {
  it('every page title and description is the same on both sides', () => {
    expect(SERVER_TEXT).toEqual(WEB_TEXT);
  });

  it.each([
    'Personal Care',
    'Arts & Crafts: Painting, Music!',
    '  Respite   Care -- Short Stays ',
    'Café Über Tours',
    '"><script>alert(1)</script>',
    '---',
    '24/7 Nursing (RN) Support',
  ])('the slug of %j is the same', (title) => {
    expect(serverSlug(title)).toBe(webSlug(title));
  });

  it.each(['3605550142', '13605550142', '555', '', '(360) 555-0199'])('the phone %j is shown the same', (phone) => {
    expect(serverPhone(phone)).toBe(webPhone(phone));
  });

  it.each(['', 'room.jpg', '/uploads/room.jpg', 'https://cdn.example.org/a.png', '/backend/uploads/images/a.png', 'a/b.png'])(
    'the image value %j resolves the same',
    (value) => {
      expect(serverImage(value)).toBe(webImage(value));
    },
  );

  it.each([0, 950, 6500, 12000, 1000000])('the price %j is written the same', (amount) => {
    expect(serverDollars(amount)).toBe(webDollars(amount));
  });

  it('descriptions are filled the same way', () => {
    const values = { residents: 6, phone: '(360) 555-0142' };
    expect(serverFill(SERVER_TEXT.home.description, values)).toBe(webFill(WEB_TEXT.home.description, values));
    expect(serverFill(SERVER_TEXT.home.description, values)).toContain('up to 6 residents');
  });

  it('the defaults for empty settings are the same', () => {
    for (const [key, value] of Object.entries(SITE_DEFAULTS)) {
      expect(DEFAULT_SETTINGS[key as keyof typeof DEFAULT_SETTINGS], key).toEqual(value);
    }
  });
});
