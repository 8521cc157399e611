import type { Locator, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, findUserByEmail, openUsers, signInViaApi, test, toast, uniqueEmail, uniqueTag, userRow } from './support/auth';

// The admin users screen (spec sections 2 Admin users, 4 Admin dialogs, 5 Search, 8 toasts).
// The change-password dialog has its own file, admin-users-password.spec.ts.

test.beforeEach(async ({ page }) => {
  await signInViaApi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
});

/** [red, green, blue] of an element's text colour. */
const rgb = (color: string) => (color.match(/\d+/g) ?? []).slice(0, 3).map(Number);

test('the list shows the columns and a status badge per user', async ({ page, users }) => {
  const tag = uniqueTag();
  const approved = await users.create({ name: `Listed ${tag} One`, status: 'approved', role: 'staff' });
  const pending = await users.create({ name: `Listed ${tag} Two`, status: 'pending' });
  const disapproved = await users.create({ name: `Listed ${tag} Three`, status: 'disapproved' });
  await openUsers(page);

  const headers = page.getByRole('columnheader');
  await expect(headers).toHaveText(['Name', 'Email', 'Role', 'Status', 'Created', 'Actions']);

  const row = userRow(page, approved.name);
  await expect(row.getByRole('cell', { name: approved.email })).toBeVisible();
  // The role, and what it gives in words (issue 44).
  await expect(row.getByRole('cell', { name: /^staff\s*,\s*No access to the admin$/ })).toBeVisible();
  for (const action of ['Preview', 'Edit', 'Change password for', 'Delete']) {
    await expect(row.getByRole('button', { name: `${action} ${approved.name}` })).toBeVisible();
  }
  const created = new Date(approved.created_at).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
  await expect(row.getByRole('cell', { name: created })).toBeVisible();

  // Approved shows green, anything else red (spec section 4).
  for (const [user, good] of [
    [approved, true],
    [pending, false],
    [disapproved, false],
  ] as const) {
    const badge = userRow(page, user.name).getByText(user.status, { exact: true });
    await expect(badge).toBeVisible();
    const [r, g] = rgb(await badge.evaluate((el) => getComputedStyle(el).color));
    expect(good ? g > r : r > g, `${user.status} badge colour`).toBe(true);
  }
});

test('search is a case-insensitive match on name, email, role and status', async ({ page, users }) => {
  const tag = uniqueTag();
  const staff = await users.create({ name: `Quill ${tag} Harper`, role: 'staff', status: 'approved' });
  const member = await users.create({ name: `Quill ${tag} Moss`, role: 'user', status: 'disapproved' });
  await openUsers(page);
  const search = page.getByRole('searchbox', { name: 'Search users' });
  const staffRow = userRow(page, staff.name);
  const memberRow = userRow(page, member.name);

  await search.fill(`quill ${tag.toUpperCase()}`);
  await expect(staffRow).toBeVisible();
  await expect(memberRow).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(3);

  await search.fill('HARPER');
  await expect(staffRow).toBeVisible();
  await expect(memberRow).toBeHidden();

  await search.fill(member.email.toUpperCase());
  await expect(memberRow).toBeVisible();
  await expect(staffRow).toBeHidden();

  await search.fill('StAfF');
  await expect(staffRow).toBeVisible();
  await expect(memberRow).toBeHidden();

  await search.fill('DISAPPROVED');
  await expect(memberRow).toBeVisible();
  await expect(staffRow).toBeHidden();

  await search.fill(`no-such-person-${tag}`);
  await expect(page.getByText('No users found.')).toBeVisible();

  await search.fill('');
  await expect(staffRow).toBeVisible();
  await expect(memberRow).toBeVisible();
});

test('Add New User creates a user, shows a closable success toast and reloads the list', async ({ page, users, adminApi }) => {
  const tag = uniqueTag();
  const name = `Added ${tag} Person`;
  const email = uniqueEmail(tag);
  users.track(email);
  await openUsers(page, tag);
  await expect(page.getByText('No users found.')).toBeVisible();

  await page.getByRole('button', { name: 'Add New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  await expect(dialog.getByLabel('Role')).toHaveValue('user');
  await expect(dialog.getByLabel('Status')).toHaveValue('pending');
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('3605550123');
  await dialog.getByLabel('Password', { exact: true }).fill(`Pw-${tag}`);
  await dialog.getByLabel('Role').selectOption('staff');
  await dialog.getByLabel('Status').selectOption('approved');
  await dialog.getByRole('button', { name: 'Create User' }).click();

  const success = toast(page, 'Success', 'User created successfully.');
  await expect(success).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(userRow(page, name)).toBeVisible();
  expect(await findUserByEmail(adminApi, email)).toMatchObject({ name, role: 'staff', status: 'approved', phone: '3605550123' });

  // Toasts sit at the bottom right (spec section 9).
  const box = (await success.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width / 2).toBeGreaterThan(viewport.width / 2);
  expect(box.y + box.height / 2).toBeGreaterThan(viewport.height / 2);

  await success.getByRole('button', { name: 'Close toast' }).click();
  await expect(success).toBeHidden();
});

test('adding a user whose email exists shows the server\'s reason in the error toast', async ({ page, users }) => {
  const existing = await users.create();
  await openUsers(page);
  await page.getByRole('button', { name: 'Add New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  await dialog.getByLabel('Full Name').fill('Duplicate Person');
  await dialog.getByLabel('Email').fill(existing.email);
  await dialog.getByLabel('Password', { exact: true }).fill('Another-pass1');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(toast(page, 'Error', 'An account with this email already exists.')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('Preview shows the details and never a password', async ({ page, users }) => {
  const user = await users.create({ role: 'staff', status: 'pending', phone: '3605550142' });
  await openUsers(page, user.email);
  await userRow(page, user.name).getByRole('button', { name: `Preview ${user.name}` }).click();

  const dialog = page.getByRole('dialog', { name: 'User Details' });
  await expect(dialog).toBeVisible();
  for (const text of [user.name, user.email, '(360) 555-0142', 'staff', 'pending', 'Password is set']) {
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  }
  expect(await page.content()).not.toContain(user.password);
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();
});

test('Edit is prefilled and Cancel discards the changes', async ({ page, users }) => {
  const user = await users.create({ role: 'staff', status: 'approved', phone: '3605550111' });
  await openUsers(page, user.email);
  const edit = page.getByRole('button', { name: `Edit ${user.name}` });
  await edit.click();

  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByLabel('Full Name')).toHaveValue(user.name);
  await expect(dialog.getByLabel('Email')).toHaveValue(user.email);
  await expect(dialog.getByLabel('Phone')).toHaveValue('3605550111');
  await expect(dialog.getByLabel('Role')).toHaveValue('staff');
  await expect(dialog.getByLabel('Status')).toHaveValue('approved');
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);

  await dialog.getByLabel('Full Name').fill('Changed But Cancelled');
  await dialog.getByLabel('Status').selectOption('disapproved');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // Unsaved changes are not thrown away without a word.
  await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();

  await edit.click();
  await expect(dialog.getByLabel('Full Name')).toHaveValue(user.name);
  await expect(dialog.getByLabel('Status')).toHaveValue('approved');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(userRow(page, user.name)).toBeVisible();
});

test('Delete asks first, in the app’s dialog: Cancel keeps the user, Delete removes it for good', async ({ page, users, adminApi }) => {
  const user = await users.create();
  await openUsers(page, user.email);
  const row = userRow(page, user.name);
  const ask = page.getByRole('dialog', { name: 'Delete User' });

  await row.getByRole('button', { name: `Delete ${user.name}` }).click();
  await expect(ask.getByText('Are you sure you want to delete this user?', { exact: true })).toBeVisible();
  // An account has no trash: the dialog promises no restore.
  await expect(ask).not.toContainText('Recently deleted');
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(row).toBeVisible();
  expect(await findUserByEmail(adminApi, user.email)).toBeTruthy();

  await row.getByRole('button', { name: `Delete ${user.name}` }).click();
  await ask.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Success', 'User deleted successfully.')).toBeVisible();
  await expect(ask).toHaveCount(0);
  await expect(row).toBeHidden();
  expect(await findUserByEmail(adminApi, user.email)).toBeUndefined();
});

test.describe('dialogs', () => {
  /** Opens a dialog with its button and checks it is there; returns both. */
  const openDialog = async (page: Page, button: string, title: string) => {
    const opener = page.getByRole('button', { name: button });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    return { opener, dialog };
  };

  /** Closes the dialog the way `close` does, and expects focus back on its opener. */
  const expectClosedToOpener = async ({ opener, dialog }: { opener: Locator; dialog: Locator }, close: () => Promise<void>) => {
    await close();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  };

  test('Escape closes Add New User and focus returns to its button', async ({ page }) => {
    await openUsers(page);
    const shown = await openDialog(page, 'Add New User', 'Add New User');
    await expect(shown.dialog.getByLabel('Full Name')).toBeFocused();
    await expectClosedToOpener(shown, () => page.keyboard.press('Escape'));
  });

  test('Escape closes Preview and focus returns to the row button', async ({ page, users }) => {
    const user = await users.create();
    await openUsers(page, user.email);
    const shown = await openDialog(page, `Preview ${user.name}`, 'User Details');
    await expectClosedToOpener(shown, () => page.keyboard.press('Escape'));
  });

  test('the close button closes a dialog and focus returns to its opener', async ({ page, users }) => {
    const user = await users.create();
    await openUsers(page, user.email);
    const shown = await openDialog(page, `Edit ${user.name}`, 'Edit User');
    await expectClosedToOpener(shown, () => shown.dialog.getByRole('button', { name: 'Close', exact: true }).click());
  });
});
