/** The pieces every console layout is made of (layout.ts, settings-layout.ts). */
export type Field = { label: string; description?: string; placeholder?: string; column?: string };
export type TypeLayout = {
  fields: Record<string, Field>;
  /** List view columns, in order (collection types). */
  list?: string[];
  sortBy?: string;
  sortOrder?: 'ASC' | 'DESC';
  mainField?: string;
};

export const SHOWN = { label: 'Show on the site', description: 'Active shows it on the public site; Inactive hides it.' };
export const FEATURED = { label: 'Featured', description: 'Featured ones are shown first, on the home page.' };
export const IMAGE = {
  label: 'Picture',
  description: 'A web address (https://...), a path starting with /uploads/, or a file name from the media library.',
  placeholder: '/uploads/garden.jpg',
};
export const ADDED = { label: 'Added', column: 'Added' };
/** Hidden in the console: set while a deleted record can still be restored (the Undo of the site's admin). */
export const DELETED = { label: 'Deleted at', description: 'Set when it was deleted on the site; it can be restored from Recently deleted in the site’s admin for TRASH_DAYS (30 days), then it is removed.' };
export const UPDATED = { label: 'Last changed', column: 'Last changed' };
/** Issue 47: the owner's words in other languages, edited side by side in the site's admin. */
export const TRANSLATIONS = {
  label: 'Translations',
  description: 'The words in other languages, by language code, e.g. {"es": {"title": "..."}}. Edit them in the site’s admin, beside the English.',
};
