import { describe, expect, it } from 'vitest';
import { mayBeSignedIn } from './session';

const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

describe('mayBeSignedIn', () => {
  it('is false when no user was kept at sign-in', () => {
    expect(mayBeSignedIn(storage({}))).toBe(false);
    expect(mayBeSignedIn(storage({ other: 'x' }))).toBe(false);
  });

  it('is true when a user is kept under the spec\'s key', () => {
    expect(mayBeSignedIn(storage({ user: '{"id":1}' }))).toBe(true);
  });

  it('is true when storage cannot be read (the server decides)', () => {
    expect(
      mayBeSignedIn({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBe(true);
  });
});
