import { expect, type APIRequestContext } from '@playwright/test';
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

/** A bearer token for the Strapi console's admin API (POST /admin/login). */
async function consoleToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Every stored inquiry (contact message), read through the console's content manager. */
export async function storedInquiries(request: APIRequestContext): Promise<Inquiry[]> {
  const token = await consoleToken(request);
  const res = await request.get('/content-manager/collection-types/api::inquiry.inquiry?page=1&pageSize=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { results: Inquiry[] }).results;
}

/**
 * A request written through the console's content manager, as an admin may (a tour arranged by
 * phone, entered afterwards): the one way a browser test has to a tour already past (issue 45).
 */
export async function createInquiryInConsole(request: APIRequestContext, data: Record<string, unknown>): Promise<Inquiry> {
  const token = await consoleToken(request);
  const res = await request.post('/content-manager/collection-types/api::inquiry.inquiry', { headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { data: Inquiry }).data;
}
