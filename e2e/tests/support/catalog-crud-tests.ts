import {
  addByButton,
  addByEnter,
  chips,
  detailValue,
  entryBox,
  expectImageLoaded,
  imageInput,
  imagePreview,
  listHeading,
  openAddDialog,
  openAdminList,
  row,
  searchBox,
  uniqueTitle,
  uploadViaApi,
} from './catalog';
import type { APIRequestContext, Page } from '@playwright/test';
import { answerDelete, createCatalogItem, dialog, expect, expectToast, listCatalog, pngFile, slugify, test, uniqueTag, type CatalogSeed, type CatalogWords, type Cleanup } from './content';

/**
 * Create, public pages, search, preview, edit and delete on the Services / Programs Management
 * screen (spec sections 2, 4, 5 and 8), written once for both kinds.
 */
export function defineCatalogCrudTests(words: CatalogWords) {
  const { noun, plural, listLabel, listField } = words;
  const lower = noun.toLowerCase();

  /** Makes a record of the screen's kind for this test (removed after it) and opens the admin list; returns its title. */
  const listedItem = async ({ page, adminApi, cleanup }: { page: Page; adminApi: APIRequestContext; cleanup: Cleanup }, prefix: string, seed: Omit<CatalogSeed, 'title'> = {}) => {
    const title = uniqueTitle(words, prefix);
    cleanup.catalog(words, title);
    await createCatalogItem(adminApi, words, { title, ...seed });
    await openAdminList(page, words);
    return title;
  };

  test(`a refused ${lower} shows the server's reason, and a lost connection says so`, async ({ page }) => {
    await openAdminList(page, words);
    const form = await openAddDialog(page, words);
    // No required-field checks in the browser (spec section 5): the server refuses, and says why.
    await form.getByLabel('Description', { exact: true }).fill('No title yet.');
    await form.getByRole('button', { name: `Create ${noun}` }).click();
    await expectToast(page, 'Error', 'Title is required');
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Description', { exact: true })).toHaveValue('No title yet.');

    await page.route(`**/backend/api/${plural}/create.php`, (route) => route.abort('internetdisconnected'));
    await form.getByLabel('Title', { exact: true }).fill(uniqueTitle(words));
    await form.getByRole('button', { name: `Create ${noun}` }).click();
    await expectToast(page, 'Error', `Failed to create ${lower}: the server could not be reached. Check your internet connection and try again.`);
    await expect(form).toBeVisible();
  });

  test(`creating a ${lower} with ${listField}, an uploaded image, status and Featured adds it to the list`, async ({ page, adminApi, cleanup }) => {
    const title = uniqueTitle(words);
    const description = `Made by the browser tests for ${title}.`;
    cleanup.catalog(words, title);
    await openAdminList(page, words);

    const form = await openAddDialog(page, words);
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Description', { exact: true }).fill(description);
    await addByButton(form, words, '  First entry  ');
    await addByEnter(form, words, 'Second entry ');
    await expect(chips(form, listLabel)).toHaveText([/^First entry$/, /^Second entry$/]);

    await imageInput(form, words).setInputFiles(pngFile());
    await expectToast(page, 'Success', 'Image uploaded successfully.');
    await expectImageLoaded(imagePreview(form, words));
    // The spec's preview size: as wide as the form, 12rem (192 px) tall, not the dialog's height.
    expect((await imagePreview(form, words).boundingBox())?.height).toBeLessThanOrEqual(192);
    // An image has its words for visitors who cannot see it (issue 33).
    await form.getByLabel('Alt text', { exact: true }).fill(`The picture of ${title}`);

    await form.getByLabel('Status', { exact: true }).selectOption({ label: 'Active' });
    await form.getByRole('checkbox', { name: 'Featured' }).check();
    const sent = page.waitForRequest((req) => req.url().endsWith(`/${plural}/create.php`) && req.method() === 'POST');
    await form.getByRole('button', { name: `Create ${noun}` }).click();
    // The entries leave the browser already trimmed (the server would trim them too).
    expect((await sent).postDataJSON()).toMatchObject({ title, status: 'active', featured: true, [listField]: ['First entry', 'Second entry'] });

    await expect(form).toBeHidden();
    await expectToast(page, 'Success', `${noun} created successfully.`);
    const created = row(page, title);
    await expect(created).toBeVisible();
    await expect(created).toContainText('Featured');
    await expect(created).toContainText('active');
    // The badges are beside the row's heading, not part of its name.
    await expect(created.getByRole('heading', { level: 3 })).toHaveAccessibleName(title);
    await expect(created).toContainText('Image: ✓');
    await expect(created).toContainText(description);
    await expect(chips(created, `${listLabel} of ${title}`)).toHaveText(['First entry', 'Second entry']);

    const stored = (await listCatalog(adminApi, words)).find((item) => item.title === title);
    expect(stored).toMatchObject({ description, status: 'active', featured: true, [listField]: ['First entry', 'Second entry'] });
    expect(stored?.image_url).toBeTruthy();
    expect(stored).toMatchObject({ alt: `The picture of ${title}` });
  });

  test(`an active ${lower} shows on the public /${plural} page and its detail page`, async ({ page, adminApi, cleanup }) => {
    const title = uniqueTitle(words, 'Public');
    cleanup.catalog(words, title);
    const entries = ['Entry one', 'Entry two', 'Entry three', 'Entry four'];
    await createCatalogItem(adminApi, words, { title, description: `About ${title}.`, items: entries, image_url: await uploadViaApi(adminApi) });

    await page.goto(`/${plural}`);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(`About ${title}.`);
    // List cards show the first 3 entries (spec section 2).
    await expect(card.getByRole('listitem')).toHaveText(entries.slice(0, 3));

    await card.getByRole('link', { name: `Learn More about ${title}` }).click();
    await expect(page).toHaveURL(`/${plural}/${slugify(title)}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`About ${title}.`)).toBeVisible();
    await expect(page.getByRole('region', { name: words.detailListTitle, exact: true }).getByRole('listitem')).toHaveText(entries);
  });

  test(`search filters ${plural} by title, case-insensitively`, async ({ page, adminApi, cleanup }) => {
    const tag = uniqueTag();
    const [alpha, beta] = [`Searchable Alpha ${tag}`, `Searchable Beta ${tag}`];
    for (const title of [alpha, beta]) cleanup.catalog(words, title);
    await createCatalogItem(adminApi, words, { title: alpha, description: 'First.' });
    await createCatalogItem(adminApi, words, { title: beta, description: 'Second.' });
    await openAdminList(page, words);

    await searchBox(page, words).fill(`ALPHA ${tag.toUpperCase()}`);
    await expect(row(page, alpha)).toBeVisible();
    await expect(row(page, beta)).toBeHidden();
    await expect(listHeading(page, words, 1)).toBeVisible();

    await searchBox(page, words).fill(`searchable alpha ${tag}`);
    await expect(row(page, alpha)).toBeVisible();
    await expect(listHeading(page, words, 1)).toBeVisible();

    await searchBox(page, words).fill('');
    const all = await listCatalog(adminApi, words);
    await expect(listHeading(page, words, all.length)).toBeVisible();
  });

  test(`search filters ${plural} by description`, async ({ page, adminApi, cleanup }) => {
    const tag = uniqueTag();
    const [match, other] = [uniqueTitle(words, 'Described'), uniqueTitle(words, 'Plain')];
    for (const title of [match, other]) cleanup.catalog(words, title);
    await createCatalogItem(adminApi, words, { title: match, description: `Includes the word Zephyr${tag} somewhere.` });
    await createCatalogItem(adminApi, words, { title: other, description: 'Nothing special.' });
    await openAdminList(page, words);

    await searchBox(page, words).fill(`zephyr${tag}`.toUpperCase());
    await expect(row(page, match)).toBeVisible();
    await expect(row(page, other)).toBeHidden();
    await expect(listHeading(page, words, 1)).toBeVisible();
  });

  test(`search for 'inactive' shows only inactive ${plural}`, async ({ page, adminApi, cleanup }) => {
    const [asleep, awake] = [uniqueTitle(words, 'Asleep'), uniqueTitle(words, 'Awake')];
    for (const title of [asleep, awake]) cleanup.catalog(words, title);
    await createCatalogItem(adminApi, words, { title: asleep, status: 'inactive' });
    await createCatalogItem(adminApi, words, { title: awake, status: 'active' });
    await openAdminList(page, words);

    await searchBox(page, words).fill('Inactive');
    await expect(row(page, asleep)).toBeVisible();
    await expect(row(page, asleep)).toContainText('inactive');
    await expect(row(page, awake)).toBeHidden();
    const inactive = (await listCatalog(adminApi, words)).filter((item) => item.status === 'inactive');
    await expect(listHeading(page, words, inactive.length)).toBeVisible();
  });

  test(`Preview shows a featured ${lower} with an image as Featured Yes and Image Set`, async ({ page, adminApi, cleanup }) => {
    const title = await listedItem({ page, adminApi, cleanup }, 'Shown', { description: 'Seen in the preview.', items: ['Alpha', 'Beta'], featured: true, image_url: await uploadViaApi(adminApi) });

    await row(page, title).getByRole('button', { name: `Preview ${title}`, exact: true }).click();
    const details = dialog(page, `${noun} Details`);
    await expect(details).toBeVisible();
    await expect(detailValue(details, 'Title')).toHaveText(title);
    await expect(detailValue(details, 'Description')).toHaveText('Seen in the preview.');
    await expect(detailValue(details, 'Status')).toHaveText('active');
    await expect(detailValue(details, 'Featured')).toHaveText('Yes');
    await expect(detailValue(details, 'Image')).toHaveText('Set');
    await expect(detailValue(details, listLabel)).toHaveText('Alpha, Beta');
    await expect(detailValue(details, 'Created')).not.toBeEmpty();
    await expectImageLoaded(details.getByRole('img', { name: `${title} image` }));

    await details.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(details).toBeHidden();
  });

  test(`Preview shows a plain ${lower} as Featured No and Image Not set`, async ({ page, adminApi, cleanup }) => {
    const title = await listedItem({ page, adminApi, cleanup }, 'Plain', { featured: false });

    await row(page, title).getByRole('button', { name: `Preview ${title}`, exact: true }).click();
    const details = dialog(page, `${noun} Details`);
    await expect(detailValue(details, 'Featured')).toHaveText('No');
    await expect(detailValue(details, 'Image')).toHaveText('Not set');
    await expect(details.getByRole('img')).toHaveCount(0);
  });

  test(`Edit opens the ${lower} form prefilled`, async ({ page, adminApi, cleanup }) => {
    const title = await listedItem({ page, adminApi, cleanup }, 'Prefilled', { description: 'Already here.', items: ['One', 'Two'], featured: true, image_url: await uploadViaApi(adminApi) });

    await row(page, title).getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    const form = dialog(page, `Edit ${noun}`);
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(form.getByLabel('Description', { exact: true })).toHaveValue('Already here.');
    await expect(chips(form, listLabel)).toHaveText(['One', 'Two']);
    await expect(form.getByLabel('Status', { exact: true })).toHaveValue('active');
    await expect(form.getByRole('checkbox', { name: 'Featured' })).toBeChecked();
    await expectImageLoaded(imagePreview(form, words));
    await expect(form.getByRole('button', { name: `Update ${noun}` })).toBeVisible();
  });

  test(`updating a ${lower}'s title and status to Inactive, with text left in the ${listField} box, saves it all and hides it from the public site`, async ({ page, adminApi, cleanup }) => {
    const title = uniqueTitle(words, 'Before');
    const renamed = uniqueTitle(words, 'Renamed');
    cleanup.catalog(words, title);
    cleanup.catalog(words, renamed);
    await createCatalogItem(adminApi, words, { title, description: 'To be renamed.', items: ['Kept'] });
    await openAdminList(page, words);

    await row(page, title).getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    const form = dialog(page, `Edit ${noun}`);
    await form.getByLabel('Title', { exact: true }).fill(renamed);
    await form.getByLabel('Status', { exact: true }).selectOption({ label: 'Inactive' });
    // Typed but never added with Enter or Add: the save takes it along (issue 32).
    await entryBox(form, words).fill('Typed, not added');
    await form.getByRole('button', { name: `Update ${noun}` }).click();

    await expect(form).toBeHidden();
    await expectToast(page, 'Success', `${noun} updated successfully.`);
    await expect(row(page, renamed)).toContainText('inactive');
    await expect(row(page, title)).toHaveCount(0);
    const stored = (await listCatalog(adminApi, words)).find((item) => item.title === renamed);
    expect(stored).toMatchObject({ status: 'inactive', description: 'To be renamed.', [listField]: ['Kept', 'Typed, not added'] });

    await page.goto(`/${plural}`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    await page.goto(`/${plural}/${slugify(renamed)}`);
    await expect(page.getByRole('heading', { level: 1, name: `${noun} not found` })).toBeVisible();
  });

  test(`Delete asks for confirmation and dismissing keeps the ${lower}`, async ({ page, adminApi, cleanup }) => {
    const title = await listedItem({ page, adminApi, cleanup }, 'Kept');

    await row(page, title).getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    await answerDelete(page, `Are you sure you want to delete this ${lower}?`, false);
    await expect(row(page, title)).toBeVisible();
    expect((await listCatalog(adminApi, words)).some((item) => item.title === title)).toBe(true);
  });

  test(`Delete, once confirmed, removes the ${lower}`, async ({ page, adminApi, cleanup }) => {
    const title = await listedItem({ page, adminApi, cleanup }, 'Doomed');

    await row(page, title).getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    await answerDelete(page, `Are you sure you want to delete this ${lower}?`, true);
    await expectToast(page, 'Success', `${noun} deleted successfully. “${title}”`);
    await expect(row(page, title)).toHaveCount(0);
    expect((await listCatalog(adminApi, words)).some((item) => item.title === title)).toBe(false);
  });
}
