import type { Core } from '@strapi/strapi';
import { CONSOLE_LAYOUT, type TypeLayout } from './layout';

/** Puts the declared console layout (layout.ts) over the content manager's stored configuration. */

type Metadata = { edit?: Record<string, unknown>; list?: Record<string, unknown> };
type Configuration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: unknown[] };
};
type ContentTypesService = {
  findConfiguration(contentType: { uid: string }): Promise<Configuration>;
  updateConfiguration(contentType: { uid: string }, configuration: Omit<Configuration, 'uid'>): Promise<unknown>;
};

/** The stored configuration with what `layout` declares written over it. */
export const mergeLayout = (stored: Configuration, layout: TypeLayout): Configuration => {
  const metadatas = { ...stored.metadatas };
  for (const [name, field] of Object.entries(layout.fields)) {
    const current = metadatas[name] ?? {};
    const { label, description, placeholder, column } = field;
    metadatas[name] = {
      ...current,
      edit: { ...current.edit, label, ...(description !== undefined && { description }), ...(placeholder !== undefined && { placeholder }) },
      list: { ...current.list, label: column ?? label },
    };
  }
  const settings = {
    ...stored.settings,
    ...(layout.mainField && { mainField: layout.mainField }),
    ...(layout.sortBy && { defaultSortBy: layout.sortBy }),
    ...(layout.sortOrder && { defaultSortOrder: layout.sortOrder }),
  };
  const layouts = { ...stored.layouts, ...(layout.list && { list: layout.list }) };
  return { settings, metadatas, layouts };
};

/** Writes CONSOLE_LAYOUT over the content manager's stored configuration (the same on every start). */
export const applyConsoleLayout = async (strapi: Core.Strapi) => {
  const contentTypes = strapi.plugin('content-manager').service<ContentTypesService>('content-types');
  for (const [uid, layout] of Object.entries(CONSOLE_LAYOUT)) {
    if (!(uid in strapi.contentTypes)) continue;
    // A field renamed in a schema.json but not here keeps Strapi's defaults (tests/console-layout.test.ts catches it).
    const attributes = strapi.contentTypes[uid as keyof typeof strapi.contentTypes].attributes;
    const fields = Object.fromEntries(Object.entries(layout.fields).filter(([name]) => name in attributes));
    const stored = await contentTypes.findConfiguration({ uid });
    await contentTypes.updateConfiguration({ uid }, mergeLayout(stored, { ...layout, fields }));
  }
};
