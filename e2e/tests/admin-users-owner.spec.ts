import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, openUsers, signInViaApi, test, toast, userRow } from './support/auth';

// The home's owner (issue 41): the Owner badge on the Users screen, the Owner flag in the edit form,
// a plain admin's refusal said in words, and the password asked for again before an owner's action.

const REAUTH_REPLY = { success: false, message: 'Please enter your password again to continue.', reauth: true };

test('the first admin shows the Owner badge, and an owner makes another admin one', async ({ page, users }) => {
  const other = await users.create({ role: 'admin', status: 'approved' });
  await signInViaApi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openUsers(page, other.email);
  await expect(userRow(page, other.name).getByText('Owner', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: `Edit ${other.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByRole('checkbox', { name: /Owner/ }).check();
  await dialog.getByRole('button', { name: 'Update User' }).click();
  await expect(toast(page, 'Success', 'User updated successfully.')).toBeVisible();
  await expect(userRow(page, other.name).getByText('Owner', { exact: true })).toBeVisible();

  await openUsers(page, ADMIN_EMAIL);
  await expect(page.getByRole('row').filter({ hasText: ADMIN_EMAIL }).getByText('Owner', { exact: true })).toBeVisible();
});

test("a plain admin is told in words that another admin's password is the owner's to change", async ({ page, users }) => {
  const plain = await users.create({ role: 'admin', status: 'approved' });
  const other = await users.create({ role: 'admin', status: 'approved' });
  await signInViaApi(page, plain.email, plain.password);
  await openUsers(page, other.email);
  // No Owner flag to set for someone who is not an owner.
  await page.getByRole('button', { name: `Edit ${other.name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Edit User' }).getByRole('checkbox', { name: /Owner/ })).toHaveCount(0);
  await page.getByRole('dialog', { name: 'Edit User' }).getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Change password for ${other.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change Password for ${other.name}` });
  await dialog.getByLabel('New Password', { exact: true }).fill('Taken-over-1');
  await dialog.getByLabel('Confirm New Password').fill('Taken-over-1');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Only the home's owner can do this." })).toBeVisible();
});

test('an owner asked for the password again confirms it in the dialog, and the change goes through as typed', async ({ page, users }) => {
  const other = await users.create({ role: 'admin', status: 'approved' });
  await signInViaApi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  // The server answers an owner's action this way once the password was proved over STEP_UP_MINUTES
  // ago (cms/tests/owners-step-up.test.ts); here the first answer is that one, the rest the server's own.
  let refusedOnce = false;
  await page.route('**/backend/api/users/update.php', async (route) => {
    if (refusedOnce) return route.continue();
    refusedOnce = true;
    await route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify(REAUTH_REPLY) });
  });
  await openUsers(page, other.email);
  await page.getByRole('button', { name: `Edit ${other.name}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit User' });
  await form.getByLabel('Role').selectOption('staff');
  await form.getByRole('button', { name: 'Update User' }).click();

  const reauth = page.getByRole('dialog', { name: 'Confirm your password' });
  await expect(reauth.getByText('Please enter your password again to continue.')).toBeVisible();
  await reauth.getByLabel('Your password').fill('Not-my-password-1');
  await reauth.getByRole('button', { name: 'Continue' }).click();
  await expect(reauth.getByRole('alert')).toHaveText('That password is not correct.');
  await reauth.getByLabel('Your password').fill(ADMIN_PASSWORD);
  await reauth.getByRole('button', { name: 'Continue' }).click();

  await expect(reauth).toBeHidden();
  await expect(toast(page, 'Success', 'User updated successfully.')).toBeVisible();
  await expect(userRow(page, other.name)).toContainText(/staff/i);
});
