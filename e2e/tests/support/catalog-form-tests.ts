import { addByButton, addByEnter, chips, dropZone, entryBox, expectImageLoaded, imageInput, imagePreview, inlineProblem, openAddDialog, openAdminList, row, uniqueTitle, watchUploads } from './catalog';
import { API, expect, expectToast, listCatalog, oversizedPng, pngFile, test, toast, type CatalogWords } from './content';

/**
 * The Add dialog's Features / Activities box and its image upload control (spec sections 2, 4, 5
 * and 8), written once for services and programs.
 */
export function defineCatalogFormTests(words: CatalogWords) {
  const { noun, listLabel, listField } = words;

  test(`the ${listLabel} box adds trimmed entries by Add and by Enter and ignores empty ones`, async ({ page }) => {
    await openAdminList(page, words);
    const form = await openAddDialog(page, words);
    await expect(entryBox(form, words)).toHaveAttribute('placeholder', `Add ${words.listItem}...`);

    await addByButton(form, words, '   Morning walk   ');
    await expect(entryBox(form, words)).toHaveValue('');
    await addByEnter(form, words, '\tAfternoon tea ');
    await expect(entryBox(form, words)).toHaveValue('');
    // Enter adds an entry; it does not submit the form.
    await expect(form).toBeVisible();

    await addByButton(form, words, '    ');
    await addByEnter(form, words, '');
    // Regular expressions: unlike strings, they are matched against the text as it is, not normalised.
    await expect(chips(form, listLabel)).toHaveText([/^Morning walk$/, /^Afternoon tea$/]);
    await expect(entryBox(form, words)).toHaveValue('');
  });

  test(`a chip's remove button takes that entry out of the ${listLabel} box`, async ({ page }) => {
    await openAdminList(page, words);
    const form = await openAddDialog(page, words);
    for (const entry of ['Keep me', 'Drop me', 'Keep me too']) await addByEnter(form, words, entry);

    await form.getByRole('button', { name: 'Remove Drop me' }).click();
    await expect(chips(form, listLabel)).toHaveText(['Keep me', 'Keep me too']);
  });

  test(`Cancel closes the Add ${noun} form and the next opening starts empty`, async ({ page }) => {
    await openAdminList(page, words);
    let form = await openAddDialog(page, words);
    await form.getByLabel('Title', { exact: true }).fill('Never saved');
    await addByEnter(form, words, 'Never kept');
    await form.getByRole('checkbox', { name: 'Featured' }).check();

    // Unsaved changes: Cancel asks first, Keep editing is the default and keeps every value.
    await form.getByRole('button', { name: 'Cancel' }).click();
    let ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await expect(ask).toBeVisible();
    await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ask).toBeHidden();
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Never saved');
    await expect(form.getByRole('checkbox', { name: 'Featured' })).toBeChecked();

    // Escape asks too; Escape on the question keeps editing; Discard changes closes.
    await form.getByLabel('Title', { exact: true }).focus();
    await page.keyboard.press('Escape');
    ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await expect(ask).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Close', exact: true }).first().click();
    await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click();
    await expect(form).toBeHidden();

    form = await openAddDialog(page, words);
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue('');
    await expect(form.getByRole('list', { name: listLabel, exact: true })).toHaveCount(0);
    await expect(form.getByLabel('Status', { exact: true })).toHaveValue('active');
    await expect(form.getByRole('checkbox', { name: 'Featured' })).not.toBeChecked();
    await expect(dropZone(form)).toBeVisible();

    // An unchanged form closes at once, as the spec says.
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('uploading a file that is not an image is refused before anything is sent', async ({ page }) => {
    await openAdminList(page, words);
    const uploads = watchUploads(page);
    const form = await openAddDialog(page, words);

    await imageInput(form, words).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expectToast(page, 'Invalid file type', 'Please select a JPG, PNG, GIF, or WebP image.');
    await expect(inlineProblem(form, 'Please select a JPG, PNG, GIF, or WebP image.')).toBeVisible();
    await expect(imagePreview(form, words)).toHaveCount(0);
    await expect(dropZone(form)).toBeVisible();
    expect(uploads).toEqual([]);
  });

  test('uploading an image over 5MB is refused before anything is sent', async ({ page }) => {
    await openAdminList(page, words);
    const uploads = watchUploads(page);
    const form = await openAddDialog(page, words);

    await imageInput(form, words).setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: oversizedPng() });
    await expectToast(page, 'File too large', 'Please select an image smaller than 5MB.');
    await expect(inlineProblem(form, 'Please select an image smaller than 5MB.')).toBeVisible();
    await expect(imagePreview(form, words)).toHaveCount(0);
    expect(uploads).toEqual([]);
  });

  test('the server\'s refusal of an upload is shown with its message', async ({ page }) => {
    const refusal = 'Invalid file type. Only JPG, PNG, GIF, and WebP are allowed.';
    await openAdminList(page, words);
    await page.route(`**${API.upload}`, (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ success: false, message: refusal }) }));
    const form = await openAddDialog(page, words);

    await imageInput(form, words).setInputFiles(pngFile());
    await expect(toast(page, refusal)).toBeVisible();
    await expect(toast(page, refusal)).toContainText('Upload failed');
    await expect(inlineProblem(form, refusal)).toBeVisible();
    await expect(imagePreview(form, words)).toHaveCount(0);
    await expect(toast(page, 'Image uploaded successfully.')).toHaveCount(0);
  });

  test('Remove clears the uploaded image', async ({ page, adminApi, cleanup }) => {
    const title = uniqueTitle(words, 'Imageless');
    cleanup.catalog(words, title);
    await openAdminList(page, words);
    const form = await openAddDialog(page, words);
    await form.getByLabel('Title', { exact: true }).fill(title);

    await imageInput(form, words).setInputFiles(pngFile());
    await expectToast(page, 'Success', 'Image uploaded successfully.');
    await expectImageLoaded(imagePreview(form, words));
    await form.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(imagePreview(form, words)).toHaveCount(0);
    await expect(dropZone(form)).toBeVisible();

    await form.getByRole('button', { name: `Create ${noun}` }).click();
    await expectToast(page, 'Success', `${noun} created successfully.`);
    await expect(row(page, title)).toBeVisible();
    await expect(row(page, title)).not.toContainText('Image: ✓');
    const stored = (await listCatalog(adminApi, words)).find((item) => item.title === title);
    expect(stored).toMatchObject({ image_url: '', [listField]: [] });
  });
}
