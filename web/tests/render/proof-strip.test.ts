import { describe, expect, it } from 'vitest';
import type { TeamMember } from '@afh/contract/records';
import { replies } from './fixtures';
import { render } from './render';

/**
 * Issue 33, part 4: the proof strip right under the hero, drawn by the server from the replies it
 * sends along, so a family on a slow phone sees it before the app arrives.
 */
const member = (id: number, name: string, photo_url: string): TeamMember => ({ id, name, role: 'Caregiver', credentials: [], languages: [], photo_url, photo_srcset: photo_url ? `${photo_url} 1000w` : '', alt: photo_url ? `${name} smiling` : '', bio: '', order_index: id });
const TEAM = [member(1, 'Maria Lopez', '/uploads/maria.jpg'), member(2, 'Sam Ortiz', ''), member(3, 'Ana Reyes', '/uploads/ana.jpg')];

const strip = (root: string | null) => {
  const html = root ?? '';
  const start = html.indexOf('id="home-proof-title"');
  if (start < 0) return null;
  const section = html.lastIndexOf('<section', start);
  return html.slice(section, html.indexOf('</section>', start) + '</section>'.length);
};

describe('the proof strip on the home page', () => {
  it('is not drawn while the owner has filled in none of its parts', async () => {
    const { root } = await render('/', { replies: { ...replies(), gallery: { records: [] }, team: { records: [] }, testimonials: { records: [] } } });
    expect(root).toContain('Why families trust us');
    expect(strip(root)).toBeNull();
  });

  it('shows the home’s photos, the team’s faces with names, the price, the license and one testimonial, between the hero and the trust line', async () => {
    const { root } = await render('/', {
      replies: { ...replies({ settings: { price_from: 6500, price_to: 9000, license_number: '751234' } }), team: { records: TEAM } },
    });
    const html = strip(root)!;
    expect(html).not.toBeNull();
    const at = root!.indexOf(html);
    expect(at).toBeGreaterThan(root!.indexOf('home-hero-title'));
    expect(at).toBeLessThan(root!.indexOf('Why families trust us'));

    expect(html).toContain('href="/our-home"');
    expect(html).toContain('src="/backend/uploads/images/living-room.jpg"');
    expect(html).toContain('aria-label="See our home: The living room"');
    expect(html).toContain('href="/about#our-team"');
    expect(html).toContain('Maria Lopez');
    // The face takes the sizes the media library keeps of the photo.
    expect(html).toMatch(/<img[^>]*srcSet="\/uploads\/maria\.jpg 1000w"/i);
    expect(html).toContain('Ana Reyes');
    // Without a photo, no face: the strip shows faces, not initials.
    expect(html).not.toContain('Sam Ortiz');
    expect(html).toMatch(/href="\/costs"[^>]*>.*From \$6,500 a month/);
    expect(html).toMatch(/href="https:\/\/fortress\.wa\.gov\/dshs\/adsaapps\/lookup\/AFHPubLookup\.aspx"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>.*Washington State license #751234/);
    expect(html).toContain('\u201cMum is at home here.\u201d');
    expect(html).toContain('\u2014 Anna, daughter of a resident');
  });

  it('shows each part only once it is filled in', async () => {
    const { root } = await render('/', { replies: { ...replies({ settings: { license_number: '751234' } }), gallery: { records: [] }, testimonials: { records: [] } } });
    const html = strip(root)!;
    expect(html).toContain('Washington State license #751234');
    expect(html).not.toContain('a month');
    expect(html).not.toContain('/our-home');
    expect(html).not.toContain('blockquote');
    expect(html).not.toContain('our-team');
  });
});
