import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every column holds what the API lets into it: Strapi makes a `string` attribute a varchar(255)
 * on PostgreSQL whatever its maxLength, so a longer limit must be a `text` attribute (a value of
 * 300 characters was a 500 there, and fine on SQLite).
 */
const schemaFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return schemaFiles(full);
    return name === 'schema.json' ? [full] : [];
  });

describe('content-type columns', () => {
  const files = schemaFiles(path.resolve(__dirname, '..', 'src'));

  it('finds the content types', () => {
    expect(files.length).toBeGreaterThanOrEqual(7);
  });

  it.each(files.map((file) => [path.relative(path.resolve(__dirname, '..'), file), file]))('%s: no string attribute allows more than 255 characters', (_name, file) => {
    const { attributes } = JSON.parse(readFileSync(file, 'utf8')) as { attributes: Record<string, { type: string; maxLength?: number }> };
    const tooLong = Object.entries(attributes)
      .filter(([, attribute]) => (attribute.type === 'string' || attribute.type === 'email') && (attribute.maxLength ?? 255) > 255)
      .map(([name, attribute]) => `${name}: ${attribute.type}, maxLength ${attribute.maxLength}`);
    expect(tooLong).toEqual([]);
  });
});
