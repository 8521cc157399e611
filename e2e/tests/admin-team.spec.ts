import type { Locator, Page } from '@playwright/test';
import { answerDelete, dialog, expect, expectToast, openAsAdmin, pngFile, test, toast } from './support/content';
import { openInApp } from './support/test';
import { createHomeLife, listHomeLife } from './support/home-life';

/**
 * Team (/admin/team, issue 19): the people of Our Team with their credentials, languages and photo
 * (whose alt text is then required), in the owner's order, deleted with Undo. Each test tags what
 * it makes and removes it again.
 */

test.describe.configure({ timeout: 90_000 });

async function openTeam(page: Page) {
  await openAsAdmin(page, '/admin/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Team Members \(\d+\)$/ })).toBeVisible();
  await expect(page.getByText('Loading the team...')).toHaveCount(0);
}

const row = (page: Page, name: string): Locator => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** A chip box of the form: typed, then Enter. */
const addChip = async (form: Locator, label: 'Credentials' | 'Languages', text: string) => {
  const box = form.getByRole('textbox', { name: label, exact: true });
  await box.fill(text);
  await box.press('Enter');
};

/**
 * Expects Our Team on About to show exactly these of this test's members, in this order. The page
 * is opened inside the app, which reads the team itself: a page drawn by the server may be up to a
 * minute old after a change (the server's page snapshot is not told of team writes: see the report).
 */
async function expectOnAbout(page: Page, tag: string, names: string[]) {
  await openInApp(page, '/about');
  const team = page.locator('#our-team');
  await expect(team.getByRole('heading', { name: 'Our Team' })).toBeVisible();
  await expect.poll(async () => (await team.getByRole('heading', { level: 3 }).allTextContents()).filter((name) => name.includes(tag))).toEqual(names);
}

test('adding a member with credentials, languages, a photo and its alt text: the member shows on About with the photo named by its words', async ({ page, tag, adminApi }) => {
  const name = `Maria ${tag}`;
  const alt = `Maria ${tag} smiling in the garden`;
  await openTeam(page);

  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const form = dialog(page, 'Add Team Member');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Role', { exact: true }).fill('Owner and caregiver');
  await addChip(form, 'Credentials', 'RN');
  await addChip(form, 'Credentials', ' CPR ');
  await addChip(form, 'Languages', 'English');
  await addChip(form, 'Languages', 'Tagalog');
  await expect(form.getByRole('list', { name: 'Credentials', exact: true }).getByRole('listitem')).toHaveText(['RN', 'CPR']);
  await form.getByLabel('Photo', { exact: true }).setInputFiles(pngFile('maria.png'));
  await expectToast(page, 'Success', 'Image uploaded successfully.');
  await form.getByLabel('Short bio').fill('Maria opened the home in 2012.');
  // The alt text is optional (issue 44), and the hint says what it is for and when to leave it empty.
  await expect(form.getByLabel('Alt text')).toHaveAccessibleDescription(/Describe the photo for people who cannot see it; leave empty if it only decorates/);
  await expect(form.getByLabel('Alt text')).not.toHaveAttribute('aria-required', 'true');

  await form.getByLabel('Alt text').fill(alt);
  await form.getByRole('button', { name: 'Create Team Member' }).click();
  await expect(form).toBeHidden();
  await expectToast(page, 'Success', 'Team member created successfully.');
  const created = row(page, name);
  await expect(created).toContainText('Owner and caregiver');
  await expect(created.getByRole('list', { name: `Credentials of ${name}` }).getByRole('listitem')).toHaveText(['RN', 'CPR']);
  await expect(created).toContainText('Speaks English, Tagalog');
  await expect(created.getByRole('img', { name: alt })).toBeVisible();
  const stored = (await listHomeLife(adminApi, 'team')).find((member) => member.name === name);
  expect(stored).toMatchObject({ role: 'Owner and caregiver', credentials: ['RN', 'CPR'], languages: ['English', 'Tagalog'], alt, bio: 'Maria opened the home in 2012.', status: 'active' });
  expect(stored?.photo_url).toBeTruthy();

  await expectOnAbout(page, tag, [name]);
  const card = page.locator('#our-team').getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByRole('img', { name: alt })).toBeVisible();
  await expect(card.getByText('Speaks English, Tagalog')).toBeVisible();
});

test('editing a member changes the role, credentials and languages, a credential typed but not added included; without a photo, initials stand in', async ({ page, tag, adminApi }) => {
  const member = await createHomeLife(adminApi, 'team', { name: `Ana Lopez ${tag}`, role: 'Caregiver', credentials: ['HCA', 'CPR'], languages: ['Spanish'] });
  await openTeam(page);
  await expect(row(page, member.name).getByText('AL', { exact: true })).toBeVisible();
  await expect(row(page, member.name).locator('img')).toHaveCount(0);

  await row(page, member.name).getByRole('button', { name: `Edit ${member.name}` }).click();
  const form = dialog(page, 'Edit Team Member');
  await expect(form.getByLabel('Role', { exact: true })).toHaveValue('Caregiver');
  await form.getByLabel('Role', { exact: true }).fill('Lead caregiver');
  await form.getByRole('button', { name: 'Remove CPR' }).click();
  await addChip(form, 'Credentials', 'CNA');
  await addChip(form, 'Languages', 'English');
  // Typed but never added with Enter or Add: the save takes it along (issue 32).
  await form.getByRole('textbox', { name: 'Credentials', exact: true }).fill('RN, CNA trainer, 20 years in dementia care');
  await form.getByRole('button', { name: 'Update Team Member' }).click();

  await expect(form).toBeHidden();
  await expectToast(page, 'Success', 'Team member updated successfully.');
  await expect(row(page, member.name)).toContainText('Lead caregiver');
  await expect(row(page, member.name)).toContainText('Speaks Spanish, English');
  await expect(row(page, member.name).getByRole('list', { name: `Credentials of ${member.name}` }).getByRole('listitem')).toHaveText(['HCA', 'CNA', 'RN, CNA trainer, 20 years in dementia care']);
  expect((await listHomeLife(adminApi, 'team')).find((item) => item.id === member.id)).toMatchObject({
    role: 'Lead caregiver',
    credentials: ['HCA', 'CNA', 'RN, CNA trainer, 20 years in dementia care'],
    languages: ['Spanish', 'English'],
    photo_url: '',
  });
});

test('Move up and Move down set the order Our Team shows', async ({ page, tag, adminApi, pictures }) => {
  const [joe, lee] = [`Joe ${tag}`, `Lee ${tag}`];
  await createHomeLife(adminApi, 'team', { name: joe, role: 'Cook' });
  await createHomeLife(adminApi, 'team', { name: lee, role: 'RN delegator', photo_url: pictures[2], alt: `Lee ${tag} at the desk` });
  await expectOnAbout(page, tag, [joe, lee]);
  await openTeam(page);

  await row(page, lee).getByRole('button', { name: `Move ${lee} up` }).click();
  await expect(toast(page, 'Order saved.').first()).toBeVisible();
  const names = async () => (await page.getByRole('heading', { level: 3 }).allTextContents()).filter((name) => name.includes(tag));
  expect(await names()).toEqual([lee, joe]);
  expect((await listHomeLife(adminApi, 'team')).map((member) => member.name).filter((name) => name.includes(tag))).toEqual([lee, joe]);
  await expectOnAbout(page, tag, [lee, joe]);
});

test('a deleted member leaves the list, and Undo brings them back', async ({ page, tag, adminApi }) => {
  const member = await createHomeLife(adminApi, 'team', { name: `Rosa ${tag}`, role: 'Night caregiver', languages: ['Spanish'] });
  await openTeam(page);

  await row(page, member.name).getByRole('button', { name: `Delete ${member.name}` }).click();
  await answerDelete(page, `Are you sure you want to delete ${member.name} from the team?`, true);
  await expect(row(page, member.name)).toHaveCount(0);
  const deleted = toast(page, `Team member deleted successfully. “${member.name}”`);
  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, 'Success', `Team member “${member.name}” restored.`);
  await expect(row(page, member.name)).toContainText('Night caregiver');
  expect((await listHomeLife(adminApi, 'team')).find((item) => item.id === member.id)).toMatchObject({ languages: ['Spanish'], order_index: member.order_index });
});
