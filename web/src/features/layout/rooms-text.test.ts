import { describe, expect, it } from 'vitest';
import { roomsText } from './rooms-text';

describe('what the site says of rooms (issue 46)', () => {
  it('says how many are open, else when the next opens, else that the home is full; nothing when the owner said nothing', () => {
    expect(roomsText(1, '')).toBe('1 room open now');
    expect(roomsText(2, '2027-03')).toBe('2 rooms open now');
    expect(roomsText(0, '2027-03')).toBe('Next opening: March 2027');
    expect(roomsText(null, '2027-03')).toBe('Next opening: March 2027');
    expect(roomsText(0, '')).toBe('Full at the moment: ask to join the waiting list');
    expect(roomsText(null, '')).toBe('');
  });
});
