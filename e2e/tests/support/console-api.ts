import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../fixtures';

export type Inquiry = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  serviceType: string;
  message: string;
  inquiryStatus: 'new' | 'contacted' | 'tour_booked' | 'toured' | 'moved_in' | 'closed';
  notes: string | null;
};

/**
 * A bearer token for the Strapi console's admin API (POST /admin/login), one per worker: Strapi's
 * console answers the sixth sign-in within its window with 429, so signing in for every call made a
 * test fail after a few others had read through the console on the same server.
 */
let token: Promise<string> | undefined;
async function signIn(request: APIRequestContext): Promise<string> {
  const res = await request.post('/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** One console call with the worker's token; signed in again once if the server no longer knows it (another server). */
async function asConsole(request: APIRequestContext, call: (headers: { Authorization: string }) => Promise<APIResponse>): Promise<APIResponse> {
  token ??= signIn(request).catch((error: unknown) => {
    token = undefined;
    throw error;
  });
  const res = await call({ Authorization: `Bearer ${await token}` });
  if (res.status() !== 401) return res;
  token = signIn(request);
  return call({ Authorization: `Bearer ${await token}` });
}

/** Every stored inquiry (contact message), read through the console's content manager. */
export async function storedInquiries(request: APIRequestContext): Promise<Inquiry[]> {
  const res = await asConsole(request, (headers) => request.get('/content-manager/collection-types/api::inquiry.inquiry?page=1&pageSize=100', { headers }));
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { results: Inquiry[] }).results;
}

/**
 * A request written through the console's content manager, as an admin may (a tour arranged by
 * phone, entered afterwards): the one way a browser test has to a tour already past (issue 45).
 */
export async function createInquiryInConsole(request: APIRequestContext, data: Record<string, unknown>): Promise<Inquiry> {
  const res = await asConsole(request, (headers) => request.post('/content-manager/collection-types/api::inquiry.inquiry', { headers, data }));
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { data: Inquiry }).data;
}

/** The site's settings written through the console's content manager, by their schema names: the console notes no time of its own (issue 46). */
export async function updateSettingsInConsole(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await asConsole(request, (headers) => request.put('/content-manager/single-types/api::setting.setting', { headers, data }));
  expect(res.status(), await res.text()).toBe(200);
}
