import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../fixtures';

/**
 * Signs the fixture admin in through the site's own API (POST /backend/api/users/login.php).
 * The session cookie is kept by the request context, so every later call on it is an admin call.
 */
export async function adminApi(request: APIRequestContext): Promise<APIRequestContext> {
  const res = await request.post('/backend/api/users/login.php', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return request;
}

export type Kind = 'services' | 'programs';

export type CatalogRecord = {
  id: number;
  title: string;
  description: string;
  features?: string[];
  activities?: string[];
  status: 'active' | 'inactive';
};

/** POST /{kind}/create.php; returns the stored record. */
export async function createItem(api: APIRequestContext, kind: Kind, body: Record<string, unknown>): Promise<CatalogRecord> {
  const res = await api.post(`/backend/api/${kind}/create.php`, { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: CatalogRecord }).data;
}

/** PUT /{kind}/update.php with the id and the fields to change. */
export async function updateItem(api: APIRequestContext, kind: Kind, body: Record<string, unknown> & { id: number }) {
  const res = await api.put(`/backend/api/${kind}/update.php`, { data: body });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: CatalogRecord }).data;
}

/** DELETE /{kind}/delete.php?id=N; a record that is already gone is fine (clean-up after a failure). */
export async function deleteItem(api: APIRequestContext, kind: Kind, id: number) {
  const res = await api.delete(`/backend/api/${kind}/delete.php?id=${id}`);
  expect([200, 404], await res.text()).toContain(res.status());
}

/** The active records a visitor would get (the public read). */
export async function publicList(request: APIRequestContext, kind: Kind): Promise<CatalogRecord[]> {
  const res = await request.get(`/backend/api/${kind}/public_read.php`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { records: CatalogRecord[] }).records;
}
