import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_TYPES, type ContentTypeName } from '@afh/contract/content-types';
import { camelName, SETTING_FIELDS, SETTING_NAMES } from '@afh/contract/setting-fields';
import { describe, expect, it } from 'vitest';
import { CONSOLE_LAYOUT } from '../src/console/layout';
import { api } from './helpers/http';

/**
 * Issue 42: each content type is described once (@afh/contract/content-types) and the registries are
 * made from it. A type described but not served fails here: its calls must answer under its folder
 * (a call that needs a session says so, 401, rather than 404), its public reply must be read, the
 * activity log must be able to store its name, and the console must lay it out.
 */
const described = Object.entries(CONTENT_TYPES) as Array<[ContentTypeName, (typeof CONTENT_TYPES)[ContentTypeName]]>;
const schemaOf = (uid: string) => {
  const [, api, name] = /^api::([a-z-]+)\.([a-z-]+)$/.exec(uid) ?? [];
  return JSON.parse(readFileSync(path.join(__dirname, '..', 'src', 'api', api, 'content-types', name, 'schema.json'), 'utf8')) as { attributes: Record<string, { enum?: string[] }> };
};
/** Answers, not 404: 401 without a session (the admin rule), 403 when another rule refuses first. */
const ANSWERED = [401, 403];

describe('every described content type is served', () => {
  it('the activity log names exactly the described types, and can store each name', () => {
    expect(schemaOf('api::activity.activity').attributes.targetType.enum).toEqual(Object.keys(CONTENT_TYPES));
  });

  // That pages carry exactly these keys the compiler holds (@afh/contract/site, RepliesDescribed).
  it('each public type answers the public under its folder', async () => {
    const replies = described.flatMap(([, type]) => (type.reply ? [type] : []));
    for (const type of replies) {
      // services and programs have their own public read; the others answer the public with read.php.
      const publicRead = await api.get(`/${type.folder}/public_read.php`);
      const reply = publicRead.status === 200 ? publicRead : await api.get(`/${type.folder}/read.php`);
      expect(reply.status, type.folder).toBe(200);
    }
  });

  it('each type the trash keeps is restored through its own folder', async () => {
    for (const [name, type] of described.filter(([, type]) => type.trash)) {
      const reply = await api.post(`/${type.folder}/restore.php`, { json: { id: 1 } });
      expect(ANSWERED, `${name}: ${type.folder}/restore.php answered ${reply.status}`).toContain(reply.status);
    }
  });

  it('each type of the collection kit answers its admin list, and its reorder call when the admin drags it', async () => {
    for (const [name, type] of described) {
      if (typeof type.kind !== 'object') continue;
      const list = await api.get(`/${type.folder}/admin_read.php`);
      expect(ANSWERED, `${name}: admin_read answered ${list.status}`).toContain(list.status);
      const reorder = await api.post(`/${type.folder}/reorder.php`, { json: { ids: [] } });
      if (type.kind.collection === 'dragged') expect(ANSWERED, `${name}: reorder answered ${reorder.status}`).toContain(reorder.status);
      else expect(reorder.status, `${name} is not dragged into order`).toBe(404);
    }
  });

  it('the console lays out every described type of the API', () => {
    for (const [name, type] of described) {
      if (type.uid.startsWith('api::')) expect(CONSOLE_LAYOUT[type.uid], name).toBeDefined();
    }
  });
});

describe('every described setting is stored and answered', () => {
  it('has an attribute in the settings schema, with room for what its rule takes', () => {
    const attributes = schemaOf('api::setting.setting').attributes as Record<string, { type: string; maxLength?: number }>;
    for (const name of SETTING_NAMES) {
      const field: { kind: string; max?: number } = SETTING_FIELDS[name];
      const attribute = attributes[camelName(name)];
      expect(attribute, name).toBeDefined();
      if (field.kind === 'text' || field.kind === 'lines') expect(attribute.maxLength, name).toBeGreaterThanOrEqual(field.max!);
    }
  });

  it('is answered by settings/read.php, each with its kind\'s empty value or more', async () => {
    const { data } = (await api.get('/settings/read.php')).body as { data: Record<string, unknown> };
    for (const name of SETTING_NAMES) {
      const { kind } = SETTING_FIELDS[name];
      const value = data[name];
      if (kind === 'number') expect(value === null || typeof value === 'number', name).toBe(true);
      else if (kind === 'switch') expect(typeof value, name).toBe('boolean');
      else if (kind === 'list' || kind === 'choices') expect(Array.isArray(value), name).toBe(true);
      else expect(typeof value, name).toBe('string');
    }
  });
});
