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

  it('repeats a short list until the loop holds two views of cards, still as full pairs', () => {
    for (const count of [1, 2, 3, 4, 5]) {
      const items = 'abcde'.slice(0, count).split('');
      const columns = toColumns(items);
      expect(columns.length, `${count} items`).toBeGreaterThanOrEqual(6);
      expect(columns.every((column) => column.length === 2)).toBe(true);
      const flat = columns.flat().join('');
      expect(flat).toBe(items.join('').repeat(flat.length / count));
    }
    expect(toColumns(['a'])).toHaveLength(6);
    expect(toColumns(['a', 'b', 'c', 'd'])).toHaveLength(6);
  });

  it('has no columns for no items', () => {
    expect(toColumns([])).toEqual([]);
  });
});

describe('columnsPerPass', () => {
  it('counts the columns of one pass through the list', () => {
    expect(columnsPerPass(6)).toBe(3);
    expect(columnsPerPass(7)).toBe(7);
  });
});
