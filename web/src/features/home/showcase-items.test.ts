import { describe, expect, it } from 'vitest';
import { columnsPerPass, toColumns } from './showcase-items';

describe('toColumns', () => {
  it('triples an even list and pairs it into columns of two cards', () => {
    const columns = toColumns(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(columns).toHaveLength(9);
    expect(columns.slice(0, 4)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['a', 'b'],
    ]);
    expect(columns.every((column) => column.length === 2)).toBe(true);
  });

  it('repeats an odd list four times so every column is a full pair and the order never breaks', () => {
    const columns = toColumns(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(columns).toHaveLength(14);
    expect(columns.every((column) => column.length === 2)).toBe(true);
    expect(columns.flat().join('')).toBe('abcdefg'.repeat(4));
  });
});

describe('columnsPerPass', () => {
  it('counts the columns of one pass through the list', () => {
    expect(columnsPerPass(6)).toBe(3);
    expect(columnsPerPass(7)).toBe(7);
  });
});
