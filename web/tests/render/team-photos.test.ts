import { describe, expect, it } from 'vitest';
import { replies, teamMember } from './fixtures';
import { imagesOf, render } from './render';

/**
 * Team photos are sharp on 2x screens (issue 33): the server-drawn team cards name the sizes the
 * API lists for each photo (`photo_srcset`) with the width a card shows it at, so the browser
 * takes one at least twice that wide on a 2x screen, before any script runs.
 */
const MARIA_SRCSET = '/uploads/thumbnail_maria_0a1b2c3d4e.jpg 208w, /uploads/small_maria_0a1b2c3d4e.jpg 500w, /uploads/medium_maria_0a1b2c3d4e.jpg 750w, /uploads/maria_0a1b2c3d4e.jpg 1600w';

const TEAM = [
  teamMember(4, 'Maria Lopez', { role: 'Owner', photo_url: '/uploads/maria_0a1b2c3d4e.jpg', photo_srcset: MARIA_SRCSET, alt: 'Maria at the front door' }),
  teamMember(9, 'Ana Reyes', { photo_url: 'https://images.example.org/team/ana.jpg', alt: 'Ana in the garden' }),
  teamMember(2, 'John Park', { photo_url: '/uploads/john-older-file.jpg', alt: 'John reading to a resident' }),
  teamMember(5, 'Rosa Diaz'),
];

/** The team card photos of a rendered page, by their alt text. */
const teamPhotos = async (path: string) => {
  const { status, root } = await render(path, { replies: replies({ team: TEAM }) });
  expect(status, path).toBe(200);
  return { root: root ?? '', photos: new Map(imagesOf(root ?? '').map((image) => [image.alt, image])) };
};

describe('team photos on the server-drawn pages', () => {
  it.each(['/about', '/'])('%s: a photo from the media library carries its srcset and the card\'s width as sizes, src and size unchanged', async (path) => {
    const maria = (await teamPhotos(path)).photos.get('Maria at the front door');
    expect(maria, path).toBeDefined();
    expect(maria).toMatchObject({ src: '/uploads/maria_0a1b2c3d4e.jpg', srcset: MARIA_SRCSET, sizes: '9rem', width: '288', height: '288' });
  });

  it('a photo the media library does not know gets no srcset from it: an outside address none, an older upload its resized copies', async () => {
    const { root, photos } = await teamPhotos('/about');
    const ana = photos.get('Ana in the garden');
    expect(ana).toMatchObject({ src: 'https://images.example.org/team/ana.jpg', width: '288', height: '288' });
    expect(ana).not.toHaveProperty('srcset');
    expect(ana).not.toHaveProperty('sizes');
    const john = photos.get('John reading to a resident');
    expect(john?.srcset).toMatch(/^\/uploads\/john-older-file\.jpg\?w=\d+ \d+w(, \/uploads\/john-older-file\.jpg\?w=\d+ \d+w)*$/);
    expect(john?.sizes).toBe('9rem');
    // No photo: the initials, never an image.
    expect(root).toMatch(/aria-hidden="true">RD<\/span>/);
  });
});
