import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test as base } from './test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../fixtures';

/**
 * Helpers for the sign-in, registration and admin-users specs: signing in (through the form or the
 * API), users made for one test and removed after it, and the admin's toasts.
 */

export { expect };
export { ADMIN_EMAIL, ADMIN_PASSWORD };

export type Role = 'user' | 'staff' | 'admin';
export type Status = 'pending' | 'approved' | 'disapproved';
export type ApiUser = {
  id: number;
  name: string;
  email: string;
  phone: string;
  role: Role;
  status: Status;
  created_at: string;
  has_password?: boolean;
};
/** A user made for a test, with the password it was given. */
export type TestUser = ApiUser & { password: string };
export type NewUser = { role?: Role; status?: Status; name?: string; email?: string; password?: string; phone?: string };

export const API = {
  login: '/backend/api/users/login.php',
  logout: '/backend/api/users/logout.php',
  create: '/backend/api/users/create.php',
  read: '/backend/api/users/read.php',
  update: '/backend/api/users/update.php',
  remove: (id: number) => `/backend/api/users/delete.php?id=${id}`,
  services: '/backend/api/services/read.php',
  programs: '/backend/api/programs/read.php',
} as const;

let counter = 0;
/** A short token no other test (or earlier run) uses; letters and digits only. */
export const uniqueTag = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** An address free of words the search tests look for (user, staff, admin, pending...). */
export const uniqueEmail = (tag = uniqueTag()) => `e2e-${tag}@e2e.test`;

/** Fills and sends the sign-in form on the current /login page. */
export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens /login and signs in through the form (the page then navigates on its own). */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await fillSignIn(page, email, password);
}

/**
 * Signs the browser in without the form: the login call sets the session cookie in the page's
 * context, and the user is kept in local storage as the sign-in form does (the site only checks
 * the session when it finds it there). Only the first page load gets it, so a later logout sticks.
 */
export async function signInViaApi(page: Page, email: string, password: string) {
  const res = await page.request.post(API.login, { data: { email, password } });
  expect(res.status(), `sign in as ${email}`).toBe(200);
  const { user } = (await res.json()) as { user: ApiUser };
  await page.addInitScript((kept) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('user', kept);
  }, JSON.stringify(user));
  return user;
}

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
  return { ...user, password: body.password };
}

/** Deletes a user as admin; a user already gone is fine. Never the fixture admin. */
export async function deleteUser(api: APIRequestContext, id: number) {
  const res = await api.delete(API.remove(id));
  expect([200, 404], `delete user ${id}`).toContain(res.status());
}

type UserFactory = {
  /** Creates a user through the API and removes it after the test. */
  create: (input?: NewUser) => Promise<TestUser>;
  /** Removes, after the test, an account made through the site (registration, Add New User). */
  track: (email: string) => void;
};

type Fixtures = {
  /** An API context signed in as the fixture admin. */
  adminApi: APIRequestContext;
  /** Fresh API contexts signed in as anyone; all are disposed after the test. */
  apiAs: (email: string, password: string) => Promise<APIRequestContext>;
  users: UserFactory;
  /** The fixture admin as the API describes them. */
  admin: ApiUser;
};

export const test = base.extend<Fixtures>({
  apiAs: async ({ playwright, baseURL }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async (email, password) => {
      const api = await playwright.request.newContext({ baseURL });
      contexts.push(api);
      expect(await apiLogin(api, email, password), `sign in as ${email}`).toBe(200);
      return api;
    });
    for (const api of contexts) await api.dispose();
  },
  adminApi: async ({ apiAs }, use) => {
    await use(await apiAs(ADMIN_EMAIL, ADMIN_PASSWORD));
  },
  admin: async ({ adminApi }, use) => {
    const admin = await findUserByEmail(adminApi, ADMIN_EMAIL);
    expect(admin).toBeTruthy();
    await use(admin!);
  },
  users: async ({ adminApi }, use) => {
    const ids: number[] = [];
    const emails: string[] = [];
    await use({
      create: async (input) => {
        const user = await createUser(adminApi, input);
        ids.push(user.id);
        return user;
      },
      track: (email) => void emails.push(email),
    });
    for (const email of emails) {
      const user = await findUserByEmail(adminApi, email);
      if (user) ids.push(user.id);
    }
    for (const id of new Set(ids)) {
      const user = (await listUsers(adminApi)).find((u) => u.id === id);
      if (user && user.email !== ADMIN_EMAIL) await deleteUser(adminApi, id);
    }
  },
});

/** An admin toast by its title and message ('Success' toasts are status, the others alerts). */
export const toast = (page: Page, title: string, message: string): Locator =>
  page
    .getByRole(title === 'Success' ? 'status' : 'alert')
    .filter({ hasText: title })
    .filter({ hasText: message });

/** The users table row of one user (its name is the row header). */
export const userRow = (page: Page, name: string): Locator => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** Opens /admin/users and narrows the list with the search box. */
export async function openUsers(page: Page, search?: string) {
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  if (search !== undefined) await page.getByRole('searchbox', { name: 'Search users' }).fill(search);
}
