import type { APIRequestContext } from '@playwright/test';
import { API, newAdminApi, type Settings } from './api';
import { expect, type test as base } from './test';

/** The site's settings (one record): read and written through the admin API, and put back after a describe that changes them. */

export type { Settings };

export async function readSettings(api: APIRequestContext): Promise<Settings> {
  const res = await api.get(API.settings);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Settings }).data;
}

export async function updateSettings(api: APIRequestContext, data: Partial<Settings>) {
  const res = await api.post(API.settingsUpdate, { data });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Called inside a describe: notes the settings before its first test and puts them back after its
 * last (other tests read them), checking that they are back.
 */
export function keepSettings(test: Pick<typeof base, 'beforeAll' | 'afterAll'>) {
  let original: Settings;
  test.beforeAll(async ({ baseURL }) => {
    const api = await newAdminApi(baseURL!);
    original = await readSettings(api);
    await api.dispose();
  });
  test.afterAll(async ({ baseURL }) => {
    const api = await newAdminApi(baseURL!);
    // The times the server keeps (when saved, when rooms were last said, when the care list changed) are its own, not put back.
    const { updated_at: _ignored, rooms_checked_at: _noted, care_changed_at: _changed, ...record } = original;
    await updateSettings(api, record);
    expect(await readSettings(api)).toMatchObject(record);
    await api.dispose();
  });
}
