import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, listUsers, openUsers, signInViaApi, test, toast, uniqueTag, userRow } from './support/auth';
import { waitForMail } from './support/mail';

/**
 * Approvals at a glance (issue 20): a pending account is approved or declined from its own row,
 * and the sidebar and the dashboard say how many accounts wait; the roles are explained where
 * they are chosen.
 */
test.beforeEach(async ({ page }) => {
  await signInViaApi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
});

const pendingCount = async (api: APIRequestContext) => (await listUsers(api)).filter((user) => user.status === 'pending').length;
const usersLink = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Users', exact: true });
/** What the Users link says besides its name: how many wait, when any do. */
const usersWaiting = (waiting: number) => (waiting > 0 ? new RegExp(`^${waiting}\\s*pending approval$`) : '');

test('a pending account is approved or declined from its row, and the counts follow', async ({ page, users, adminApi }) => {
  const tag = uniqueTag();
  const first = await users.create({ name: `Waiting ${tag} Ada`, status: 'pending' });
  const second = await users.create({ name: `Waiting ${tag} Ben`, status: 'pending' });
  const waiting = await pendingCount(adminApi);

  // The dashboard and the sidebar say how many wait.
  await page.goto('/admin');
  await expect(page.getByText(`${waiting} accounts are waiting for your approval.`)).toBeVisible();
  await expect(usersLink(page)).toHaveAccessibleDescription(usersWaiting(waiting));
  await page.getByRole('link', { name: 'Review them' }).click();
  await expect(page).toHaveURL('/admin/users');

  await openUsers(page, tag);
  // Only a pending account has the two buttons, beside Edit.
  const row = userRow(page, first.name);
  await row.getByRole('button', { name: `Approve ${first.name}` }).click();
  await expect(toast(page, 'Success', `${first.name} is approved.`)).toBeVisible();
  await expect(row.getByText('approved', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Approve ${first.name}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Edit ${first.name}` })).toBeVisible();
  await expect(usersLink(page)).toHaveAccessibleDescription(usersWaiting(waiting - 1));

  const other = userRow(page, second.name);
  await other.getByRole('button', { name: `Decline ${second.name}` }).click();
  await expect(toast(page, 'Success', `${second.name} is declined.`)).toBeVisible();
  await expect(other.getByText('disapproved', { exact: true })).toBeVisible();
  await expect(other.getByRole('button', { name: `Decline ${second.name}` })).toHaveCount(0);
  await expect(usersLink(page)).toHaveAccessibleDescription(usersWaiting(waiting - 2));

  // Each person is told by email (the site's mail goes to the test mail server).
  expect((await waitForMail(first.email)).data).toContain('has approved your account');
  expect((await waitForMail(second.email)).data).toContain('has not approved your account request');

  // The server holds the decisions.
  const stored = await listUsers(adminApi);
  expect(stored.find((user) => user.id === first.id)?.status).toBe('approved');
  expect(stored.find((user) => user.id === second.id)?.status).toBe('disapproved');
});

test('the role select says what each role may do', async ({ page }) => {
  await openUsers(page);
  await page.getByRole('button', { name: 'Add New User' }).click();
  const role = page.getByRole('dialog', { name: 'Add New User' }).getByLabel('Role');
  await expect(role).toHaveAccessibleDescription(/User: signs in to the website; no access to this admin panel\./);
  await expect(role).toHaveAccessibleDescription(/Staff: a member of the care team/);
  await expect(role).toHaveAccessibleDescription(/Admin: once approved, manages users, services, programs, FAQs, inquiries and settings here\./);
});

test('the row shows the decision at once, and a failed save puts it back and says so', async ({ page, users }) => {
  const person = await users.create({ name: `Waiting ${uniqueTag()} Cy`, status: 'pending' });
  await openUsers(page, person.email);
  const row = userRow(page, person.name);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/backend/api/users/update_status.php', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' });
  });

  await row.getByRole('button', { name: `Approve ${person.name}` }).click();
  // Before the server answers, the row already says approved.
  await expect(row.getByText('approved', { exact: true })).toBeVisible();
  release();
  await expect(page.getByRole('alert').filter({ hasText: `approve ${person.name}` })).toBeVisible();
  await expect(row.getByText('pending', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Approve ${person.name}` })).toBeEnabled();
});
