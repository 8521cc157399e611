import { describe, expect, it } from 'vitest';
import type { Testimonial } from '@afh/contract/records';
import type { GalleryPhoto, TeamMember } from '../../lib/types';
import { hasProof, proofOf, SHORT_QUOTE } from './proof-items';

const photo = (id: number, image_url: string): GalleryPhoto => ({ id, image_url, alt: `Photo ${id}`, caption: '', order_index: id });
const member = (id: number, photo_url: string): TeamMember => ({ id, name: `Member ${id}`, role: 'Caregiver', credentials: [], languages: [], photo_url, photo_srcset: '', alt: photo_url ? `Face ${id}` : '', bio: '', order_index: id });
const said = (id: number, quote: string): Testimonial => ({ id, name: `Family ${id}`, relationship: 'son of a resident', quote, date: '2026-01' });
const EMPTY = { price_from: null, license_number: '', license_lookup_url: 'https://lookup.example/afh' };

describe('the proof strip under the hero', () => {
  it('shows nothing on a fresh site', () => {
    const proof = proofOf(EMPTY, [], [], []);
    expect(proof).toEqual({ photos: [], faces: [], price: null, license: null, testimonial: null });
    expect(hasProof(proof)).toBe(false);
  });

  it('takes the first two photos that can be drawn, in the owner’s order', () => {
    const proof = proofOf(EMPTY, [photo(1, 'javascript:alert(1)'), photo(2, '/uploads/a.jpg'), photo(3, 'b.jpg'), photo(4, '/uploads/c.jpg')], [], []);
    expect(proof.photos.map((shown) => shown.id)).toEqual([2, 3]);
    expect(hasProof(proof)).toBe(true);
  });

  it('shows the faces of up to four team members who have a photo, never initials', () => {
    const team = [member(1, ''), member(2, '/uploads/2.jpg'), member(3, '/uploads/3.jpg'), member(4, '/uploads/4.jpg'), member(5, '/uploads/5.jpg'), member(6, '/uploads/6.jpg')];
    expect(proofOf(EMPTY, [], team, []).faces.map((shown) => shown.id)).toEqual([2, 3, 4, 5]);
    expect(hasProof(proofOf(EMPTY, [], [member(1, '')], []))).toBe(false);
  });

  it('says the starting price in words, and nothing for a missing or zero price', () => {
    expect(proofOf({ ...EMPTY, price_from: 6500 }, [], [], []).price).toBe('From $6,500 a month');
    expect(proofOf({ ...EMPTY, price_from: 0 }, [], [], []).price).toBeNull();
  });

  it('links the license number to the state’s lookup', () => {
    expect(proofOf({ ...EMPTY, license_number: '751234' }, [], [], []).license).toEqual({ number: '751234', lookupUrl: EMPTY.license_lookup_url });
  });

  it('picks the newest testimonial short enough to read at a glance, or the newest when none is', () => {
    const long = 'x'.repeat(SHORT_QUOTE + 1);
    expect(proofOf(EMPTY, [], [], [said(1, long), said(2, 'Mum is at home here.'), said(3, 'Kind people.')]).testimonial?.id).toBe(2);
    expect(proofOf(EMPTY, [], [], [said(1, long), said(2, long)]).testimonial?.id).toBe(1);
  });
});
