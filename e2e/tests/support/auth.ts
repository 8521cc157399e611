import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test as base } from './test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, apiLogin, createUser, deleteUser, findUserByEmail, listUsers, type ApiUser, type NewUser, type TestUser } from './api';

/**
 * Helpers for the sign-in, registration and admin-users specs: signing in (through the form or the
 * API), users made for one test and removed after it, and the admin's toasts.
 */

export { expect };
export { ADMIN_EMAIL, ADMIN_PASSWORD };

export { API, apiLogin, createUser, deleteUser, findUserByEmail, listUsers, uniqueEmail, uniqueTag, type ApiUser, type NewUser, type Role, type Status, type TestUser } from './api';

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

export type UserFactory = {
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
