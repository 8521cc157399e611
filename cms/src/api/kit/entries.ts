import type { Core } from '@strapi/strapi';
import { notFound } from '../../content/http';
import { undoableRemoval, type UndoableUid } from '../../content/soft-delete';

/** What the kits of the content types share about one stored entry. */

/** Text lists stored as JSON, read back defensively (the console could store anything there). */
export const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** When an entry was created and last changed, as the API shows it. */
export const writtenAt = (entry: { createdAt?: unknown; updatedAt?: unknown }) => ({ created_at: String(entry.createdAt), updated_at: String(entry.updatedAt) });

/**
 * One visible entry by its id, or the type's 404 ("FAQ not found"), and the undo of
 * content/soft-delete.ts over that look-up and the type's API shape.
 */
export const entryLookup = <Entry extends { id: unknown }, Shown>(
  strapi: Core.Strapi,
  type: { uid: UndoableUid; label: string },
  findFirst: (params: { filters: { id: number } }) => Promise<Entry | null>,
  toRecord: (entry: Entry) => Shown,
) => {
  const findById = async (id: number) => {
    const entry = await findFirst({ filters: { id } });
    if (!entry) throw notFound(`${type.label} not found`);
    return entry;
  };
  return { findById, undo: undoableRemoval(strapi, type.uid, findById, toRecord) };
};

/** The stored names of the API's fields: `{ status: 'visibility' }` stores `status` as `visibility`. */
type Renamed<Input, Names extends Partial<Record<keyof Input, string>>> = {
  [Field in keyof Names as Names[Field] & string]?: Input[Field & keyof Input];
};

/** The fields a request carries (present, not undefined), under their stored names: what an update writes. */
export const presentFields = <Input extends object, const Names extends Partial<Record<keyof Input, string>>>(input: Input, names: Names): Renamed<Input, Names> => {
  const values: Partial<Record<keyof Input, unknown>> = input;
  const present = Object.entries(names).flatMap(([field, stored]) => {
    const value = values[field as keyof Input];
    return value === undefined ? [] : [[stored, value]];
  });
  // Object.fromEntries answers a record of unknowns; the entries are the ones Renamed names.
  return Object.fromEntries(present) as Renamed<Input, Names>;
};
