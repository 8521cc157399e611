import { describe, expect, it } from 'vitest';
import { deletedText } from './delete-words';

describe('deletedText', () => {
  it("says the spec's sentence first, then which item went (issue 44)", () => {
    expect(deletedText('FAQ', 'What is an adult family home?')).toBe('FAQ deleted successfully. “What is an adult family home?”');
    expect(deletedText('Service', '  Personal Care ')).toBe('Service deleted successfully. “Personal Care”');
    expect(deletedText('Program', 'Garden Club')).toMatch(/^Program deleted successfully\. /);
  });

  it("is the spec's sentence alone for an item without a name", () => {
    expect(deletedText('Service', '   ')).toBe('Service deleted successfully.');
  });
});
