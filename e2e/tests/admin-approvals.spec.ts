import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, listUsers, openUsers, signInViaApi, test, toast, uniqueTag, userRow } from './support/auth';
import { settled, violations } from './support/a11y';
import { waitForMail } from './support/mail';

/**
 * Approvals at a glance (issue 20): a pending account is approved or declined from its own row,
 * and the sidebar and the dashboard say how many accounts wait; the roles are explained where
 * they are chosen. Approve asks what the person may do, in words (issue 44).
 */
test.beforeEach(async ({ page }) => {
  await signInViaApi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
});

const pendingCount = async (api: APIRequestContext) => (await listUsers(api)).filter((user) => user.status === 'pending').length;
const usersLink = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Users', exact: true });
/** What the Users link says besides its name: how many wait, when any do. */
const usersWaiting = (waiting: number) => (waiting > 0 ? new RegExp(`^${waiting}\\s*pending approval$`) : '');

test('a pending account is approved or declined from its row, and the counts follow', async ({ page, users, adminApi, browser }) => {
  const tag = uniqueTag();
  const first = await users.create({ name: `Waiting ${tag} Ada`, status: 'pending' });
  const second = await users.create({ name: `Waiting ${tag} Ben`, status: 'pending' });
  const waiting = await pendingCount(adminApi);

  // Today and the sidebar say how many wait, and who.
  await page.goto('/admin');
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByText(`${waiting} accounts are waiting for your approval.`)).toBeVisible();
  await expect(today.getByText(`${second.name} (${second.email})`)).toBeVisible();
  await expect(usersLink(page)).toHaveAccessibleDescription(usersWaiting(waiting));
  await page.getByRole('link', { name: 'Review them' }).click();
  await expect(page).toHaveURL('/admin/users');

  await openUsers(page, tag);
  // Only a pending account has the two buttons, beside Edit.
  const row = userRow(page, first.name);
  await expect(row.getByText('No access to the admin', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Approve ${first.name}` }).click();
  // Approve asks what she may do; the account's own role (user) is chosen at first.
  const approval = page.getByRole('dialog', { name: `Approve ${first.name}` });
  await expect(approval.getByRole('group', { name: `What may ${first.name} do?` })).toBeVisible();
  await expect(approval.getByRole('radio', { name: 'No access to the admin: a family member or caregiver with an account' })).toBeChecked();
  await approval.getByRole('radio', { name: 'Manage the website: can change every page, see family requests and manage people' }).check();
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval).toBeHidden();
  await expect(toast(page, 'Success', `${first.name} is approved. They can now manage the website.`)).toBeVisible();
  await expect(row.getByText('approved', { exact: true })).toBeVisible();
  await expect(row.getByText('Manage the website', { exact: true })).toBeVisible();
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
  expect(stored.find((user) => user.id === first.id)).toMatchObject({ status: 'approved', role: 'admin' });

  // And she gets into the admin.
  const hers = await browser.newPage();
  await signInViaApi(hers, first.email, first.password);
  await hers.goto('/admin');
  await expect(hers.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await hers.close();
  expect(stored.find((user) => user.id === second.id)?.status).toBe('disapproved');
});

test('an approval closed without Approve saves nothing; the dialog has no accessibility violations', async ({ page, users, adminApi }) => {
  const person = await users.create({ name: `Waiting ${uniqueTag()} Di`, status: 'pending' });
  await openUsers(page, person.email);
  const row = userRow(page, person.name);
  await row.getByRole('button', { name: `Approve ${person.name}` }).click();
  const approval = page.getByRole('dialog', { name: `Approve ${person.name}` });
  await settled(approval);
  expect(await violations(page, ['label-content-name-mismatch'])).toEqual([]);
  await approval.getByRole('button', { name: 'Cancel' }).click();
  await expect(approval).toBeHidden();
  await expect(row.getByText('pending', { exact: true })).toBeVisible();
  expect((await listUsers(adminApi)).find((user) => user.id === person.id)).toMatchObject({ status: 'pending', role: 'user' });
});

test('the role select says what each role may do', async ({ page }) => {
  await openUsers(page);
  await page.getByRole('button', { name: 'Add New User' }).click();
  const role = page.getByRole('dialog', { name: 'Add New User' }).getByLabel('Role');
  await expect(role).toHaveAccessibleDescription(/User: No access to the admin: a family member or caregiver with an account\./);
  await expect(role).toHaveAccessibleDescription(/Staff: No access to the admin: a member of the care team with an account\./);
  await expect(role).toHaveAccessibleDescription(/Admin: Manage the website: can change every page, see family requests and manage people\./);
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
  await page.getByRole('dialog', { name: `Approve ${person.name}` }).getByRole('button', { name: 'Approve' }).click();
  // Before the server answers, the row already says approved.
  await expect(row.getByText('approved', { exact: true })).toBeVisible();
  release();
  await expect(page.getByRole('alert').filter({ hasText: `approve ${person.name}` })).toBeVisible();
  await expect(row.getByText('pending', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Approve ${person.name}` })).toBeEnabled();
});
