import { expect, request, type APIRequestContext } from '@playwright/test';
import type { CatalogRecord, Faq, ListedUser } from '@afh/contract/records';
import type { Role, UserStatus } from '@afh/contract/rules';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../fixtures';

/**
 * The browser tests' one module for the API: its paths, its record types and rules (from the API's
 * contract, @afh/contract), a unique tag for what a test makes, and the calls that sign in, make
 * and remove users, services, programs and FAQs. The UI helpers and fixtures (auth.ts, content.ts)
 * build on it.
 */
export type { CatalogRecord, Faq, ListedUser, Program, Service, Settings, User } from '@afh/contract/records';
export type { Role, UserStatus } from '@afh/contract/rules';
export { MAX_IMAGE_BYTES, slugify } from '@afh/contract/rules';
export { ADMIN_EMAIL, ADMIN_PASSWORD };

/** The legacy API's paths the tests call (docs/api.md). */
export const API = {
  login: '/backend/api/users/login.php',
  logout: '/backend/api/users/logout.php',
  create: '/backend/api/users/create.php',
  read: '/backend/api/users/read.php',
  update: '/backend/api/users/update.php',
  profile: '/backend/api/users/update_profile.php',
  remove: (id: number) => `/backend/api/users/delete.php?id=${id}`,
  services: '/backend/api/services/read.php',
  programs: '/backend/api/programs/read.php',
  upload: '/backend/api/upload_image.php',
  faqs: '/backend/api/faqs/admin_read.php',
  faqCreate: '/backend/api/faqs/create.php',
  faqDelete: '/backend/api/faqs/delete.php',
  settings: '/backend/api/settings/read.php',
  settingsUpdate: '/backend/api/settings/update.php',
} as const;

export type CatalogKind = 'services' | 'programs';
/** A call of the services or programs API: read, public_read, create, update or delete. */
export const catalogPath = (kind: CatalogKind, call: 'read' | 'public_read' | 'create' | 'update' | 'delete') => `/backend/api/${kind}/${call}.php`;

let counter = 0;
/** A short lowercase token no other test (or earlier run) uses: letters and digits only. */
export const uniqueTag = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** An address free of words the search tests look for (user, staff, admin, pending...). */
export const uniqueEmail = (tag = uniqueTag()) => `e2e-${tag}@e2e.test`;

// ---------------------------------------------------------------- signing in and users

export type Status = UserStatus;
/** A user as the admin's list answers it (the contract's ListedUser; the sign-in answer has no has_password). */
export type ApiUser = Omit<ListedUser, 'has_password'> & { has_password?: boolean };
/** A user made for a test, with the password it was given. */
export type TestUser = ApiUser & { password: string };
export type NewUser = {
  role?: Role;
  status?: Status;
  name?: string;
  email?: string;
  password?: string;
  phone?: string;
  /**
   * An account an admin makes has a password someone else chose, and its first visit to the admin
   * area asks for the person's own (issue 44). By default the person has done that already (so the
   * welcome does not stand in the way of what a test is about); false leaves it to ask.
   */
  madeTheirOwn?: boolean;
};

/** Signs an API context in; returns the login answer's status (200 or 401). */
export async function apiLogin(api: APIRequestContext, email: string, password: string) {
  const res = await api.post(API.login, { data: { email, password } });
  return res.status();
}

export async function listUsers(api: APIRequestContext): Promise<ApiUser[]> {
  const res = await api.get(API.read);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { records: ApiUser[] }).records;
}

export async function findUserByEmail(api: APIRequestContext, email: string) {
  return (await listUsers(api)).find((user) => user.email.toLowerCase() === email.toLowerCase());
}

/** Creates a user as admin (POST users/create.php) with a unique email; defaults role user, status approved. */
export async function createUser(api: APIRequestContext, input: NewUser = {}): Promise<TestUser> {
  const tag = uniqueTag();
  const body = {
    name: input.name ?? `Test Person ${tag}`,
    email: input.email ?? uniqueEmail(tag),
    password: input.password ?? `Pw-${tag}`,
    phone: input.phone ?? '3605550100',
    role: input.role ?? 'user',
    status: input.status ?? 'approved',
  };
  const res = await api.post(API.create, { data: body });
  expect(res.status(), `create ${body.email}: ${await res.text()}`).toBe(201);
  const { user } = (await res.json()) as { user: ApiUser };
  if (body.role === 'admin' && body.status === 'approved' && input.madeTheirOwn !== false) await makeTheirOwn(new URL(res.url()).origin, body.email, body.password);
  return { ...user, password: body.password };
}

/** The person signs in and sets their password themselves (the same one): the admin area no longer welcomes them. */
async function makeTheirOwn(baseURL: string, email: string, password: string) {
  const own = await request.newContext({ baseURL });
  try {
    expect(await apiLogin(own, email, password), `sign in as ${email}`).toBe(200);
    const res = await own.post(API.profile, { data: { current_password: password, new_password: password } });
    expect(res.status(), `${email} sets their own password: ${await res.text()}`).toBe(200);
  } finally {
    await own.dispose();
  }
}

/** Deletes a user as admin; a user already gone is fine. Never the fixture admin. */
export async function deleteUser(api: APIRequestContext, id: number) {
  const res = await api.delete(API.remove(id));
  expect([200, 404], `delete user ${id}`).toContain(res.status());
}

/** Signs an API context in as the fixture admin (the login call sets the session cookie there). */
export async function signInAdminApi(api: APIRequestContext): Promise<APIRequestContext> {
  const res = await api.post(API.login, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(res.status(), `admin API sign-in: ${await res.text()}`).toBe(200);
  return api;
}

/** A new API context signed in as the fixture admin; the caller disposes of it. */
export const newAdminApi = async (baseURL: string) => signInAdminApi(await request.newContext({ baseURL }));

// ---------------------------------------------------------------- services and programs

/** The admin's list of a kind (active and inactive). */
export async function listItems(api: APIRequestContext, kind: CatalogKind): Promise<CatalogRecord[]> {
  const res = await api.get(catalogPath(kind, 'read'));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { records: CatalogRecord[] }).records;
}

/** POST /{kind}/create.php; returns the stored record. */
export async function createItem(api: APIRequestContext, kind: CatalogKind, body: Record<string, unknown>): Promise<CatalogRecord> {
  const res = await api.post(catalogPath(kind, 'create'), { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: CatalogRecord }).data;
}

/** PUT /{kind}/update.php with the id and the fields to change. */
export async function updateItem(api: APIRequestContext, kind: CatalogKind, body: Record<string, unknown> & { id: number }) {
  const res = await api.put(catalogPath(kind, 'update'), { data: body });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: CatalogRecord }).data;
}

/** DELETE /{kind}/delete.php?id=N; a record that is already gone is fine (clean-up after a failure). */
export async function deleteItem(api: APIRequestContext, kind: CatalogKind, id: number) {
  const res = await api.delete(`${catalogPath(kind, 'delete')}?id=${id}`);
  expect([200, 404], await res.text()).toContain(res.status());
}

/** The active records a visitor would get (the public read). */
export async function publicList(api: APIRequestContext, kind: CatalogKind): Promise<CatalogRecord[]> {
  const res = await api.get(catalogPath(kind, 'public_read'));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { records: CatalogRecord[] }).records;
}

/** Deletes every item of a kind whose title is one of these. */
export async function deleteItemsByTitle(api: APIRequestContext, kind: CatalogKind, titles: string[]) {
  if (titles.length === 0) return;
  for (const item of await listItems(api, kind)) if (titles.includes(item.title)) await deleteItem(api, kind, item.id);
}

// ---------------------------------------------------------------- FAQs

export type FaqRecord = Faq;

export async function listFaqs(api: APIRequestContext): Promise<FaqRecord[]> {
  const res = await api.get(API.faqs);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: FaqRecord[] }).data;
}

export async function createFaq(api: APIRequestContext, faq: Partial<Omit<FaqRecord, 'id' | 'order_index'>> & { question: string }): Promise<FaqRecord> {
  const res = await api.post(API.faqCreate, { data: { answer: 'An answer.', category: 'general', status: 'active', ...faq } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: FaqRecord }).data;
}

export async function deleteFaqsByQuestion(api: APIRequestContext, questions: string[]) {
  if (questions.length === 0) return;
  for (const faq of await listFaqs(api)) {
    if (!questions.includes(faq.question)) continue;
    const res = await api.delete(API.faqDelete, { data: { id: faq.id } });
    expect([200, 404]).toContain(res.status());
  }
}
