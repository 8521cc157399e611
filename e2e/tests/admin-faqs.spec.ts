import type { Locator, Page } from '@playwright/test';
import { answerDelete, createFaq, dialog, expect, expectToast, listFaqs, openAsAdmin, test, uniqueTag } from './support/content';

/** FAQ Management (/admin/faqs): spec sections 2, 4, 5, 7 and 8. */

const uniqueQuestion = (what = 'question') => `E2E ${what} ${uniqueTag()}?`;

async function openFaqAdmin(page: Page) {
  await openAsAdmin(page, '/admin/faqs');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ Management' })).toBeVisible();
  await expect(page.getByText('Manage frequently asked questions for your website')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
}

const card = (page: Page, question: string) => page.getByRole('article', { name: question, exact: true });
const search = (page: Page) => page.getByPlaceholder('Search FAQs...');

/** Fills in the FAQ form's question, answer and category, saves it with `button`, and expects the form to close with the Success toast. */
async function saveFaq(page: Page, form: Locator, faq: { question: string; answer: string; category: string }, button: 'Create FAQ' | 'Update FAQ') {
  await form.getByLabel('Question').fill(faq.question);
  await form.getByLabel('Answer').fill(faq.answer);
  await form.getByLabel('Category').selectOption({ label: faq.category });
  await form.getByRole('button', { name: button }).click();
  await expect(form).toBeHidden();
  await expectToast(page, 'Success', button === 'Create FAQ' ? 'FAQ created successfully.' : 'FAQ updated successfully.');
}

test.describe('FAQ Management', () => {
  test('creating an FAQ adds it with its badges and order, and on the public FAQ page', async ({ page, adminApi, cleanup }) => {
    const question = uniqueQuestion('How is care priced');
    cleanup.faq(question);
    await openFaqAdmin(page);

    await page.getByRole('button', { name: 'Add New FAQ' }).click();
    const form = dialog(page, 'Add New FAQ');
    await expect(form.getByLabel('Category')).toHaveValue('general');
    await expect(form.getByLabel('Status')).toHaveValue('active');
    await saveFaq(page, form, { question, answer: 'First line of the answer.\nSecond line of the answer.', category: 'Pricing' }, 'Create FAQ');
    const stored = (await listFaqs(adminApi)).find((faq) => faq.question === question)!;
    expect(stored).toMatchObject({ answer: 'First line of the answer.\nSecond line of the answer.', category: 'pricing', status: 'active' });
    const others = (await listFaqs(adminApi)).filter((faq) => faq.id !== stored.id);
    expect(others.map((faq) => faq.order_index)).not.toContain(stored.order_index);

    const created = card(page, question);
    await expect(created).toBeVisible();
    await expect(created.getByText('active', { exact: true })).toBeVisible();
    await expect(created.getByText('pricing', { exact: true })).toBeVisible();
    await expect(created.getByText(`Order: ${stored.order_index}`, { exact: true })).toBeVisible();
    await expect(created).toContainText('First line of the answer.');

    await page.goto('/faq');
    const trigger = page.getByRole('button', { name: question });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect(page.getByRole('region', { name: question })).toContainText('Second line of the answer.');
  });

  test('search filters FAQs by question, case-insensitively', async ({ page, adminApi, cleanup }) => {
    const [wanted, other] = [uniqueQuestion('Wanted'), uniqueQuestion('Other')];
    for (const question of [wanted, other]) cleanup.faq(question);
    await createFaq(adminApi, { question: wanted });
    await createFaq(adminApi, { question: other });
    await openFaqAdmin(page);

    await search(page).fill(wanted.slice(0, -1).toUpperCase());
    await expect(card(page, wanted)).toBeVisible();
    await expect(card(page, other)).toBeHidden();
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  test('search filters FAQs by answer', async ({ page, adminApi, cleanup }) => {
    const word = `Quokka${uniqueTag()}`;
    const [wanted, other] = [uniqueQuestion('By answer'), uniqueQuestion('Not this one')];
    for (const question of [wanted, other]) cleanup.faq(question);
    await createFaq(adminApi, { question: wanted, answer: `The answer mentions ${word} once.` });
    await createFaq(adminApi, { question: other, answer: 'Nothing to see.' });
    await openFaqAdmin(page);

    await search(page).fill(word.toLowerCase());
    await expect(card(page, wanted)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  test('search filters FAQs by category', async ({ page, adminApi, cleanup }) => {
    const [wanted, other] = [uniqueQuestion('Rooms'), uniqueQuestion('Costs')];
    for (const question of [wanted, other]) cleanup.faq(question);
    await createFaq(adminApi, { question: wanted, answer: 'About the rooms.', category: 'facilities' });
    await createFaq(adminApi, { question: other, answer: 'About costs.', category: 'pricing' });
    await openFaqAdmin(page);

    await search(page).fill('FACILITIES');
    await expect(card(page, wanted)).toBeVisible();
    await expect(card(page, other)).toBeHidden();
    const expected = (await listFaqs(adminApi)).filter((faq) => [faq.question, faq.answer, faq.category].some((text) => text.toLowerCase().includes('facilities')));
    await expect(page.getByRole('article')).toHaveCount(expected.length);
  });

  test('searching for nonsense says no FAQ matches', async ({ page }) => {
    await openFaqAdmin(page);
    await search(page).fill(`xyzzy-${uniqueTag()}`);
    await expect(page.getByText('No FAQs found matching your search.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('a click beside a changed form asks before anything typed is thrown away', async ({ page }) => {
    await openFaqAdmin(page);
    await page.getByRole('button', { name: 'Add New FAQ' }).click();
    const form = dialog(page, 'Add New FAQ');
    await form.getByLabel('Answer').fill('Half of an answer that took a while to write');

    // The backdrop: the page's top left corner, outside the dialog's box.
    await page.mouse.click(4, 4);
    const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(form.getByLabel('Answer')).toHaveValue('Half of an answer that took a while to write');

    // Put back as it was, the form is unchanged again and closes without a question.
    await form.getByLabel('Answer').fill('');
    await page.mouse.click(4, 4);
    await expect(form).toBeHidden();
    await expect(ask).toHaveCount(0);
  });

  test('FAQ Preview shows the FAQ with the answer\'s line breaks kept', async ({ page, adminApi, cleanup }) => {
    const question = uniqueQuestion('Previewed');
    cleanup.faq(question);
    const faq = await createFaq(adminApi, { question, answer: 'Line one.\nLine two.\nLine three.', category: 'services' });
    await openFaqAdmin(page);

    await card(page, question).getByRole('button', { name: `Preview FAQ: ${question}` }).click();
    const preview = dialog(page, 'FAQ Preview');
    const value = (term: string) => preview.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(value('Status')).toHaveText('active');
    await expect(value('Category')).toHaveText('services');
    await expect(value('Order')).toHaveText(String(faq.order_index));
    await expect(value('Question')).toHaveText(question);
    // innerText keeps a line break only when it is rendered as one.
    expect(await value('Answer').evaluate((element: HTMLElement) => element.innerText.trim())).toBe('Line one.\nLine two.\nLine three.');
    await expect(value('Created')).not.toBeEmpty();
    await expect(value('Updated')).not.toBeEmpty();

    await preview.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(preview).toBeHidden();
  });

  test('editing an FAQ saves it and keeps its order index', async ({ page, adminApi, cleanup }) => {
    const question = uniqueQuestion('Before edit');
    const edited = uniqueQuestion('After edit');
    cleanup.faq(question);
    cleanup.faq(edited);
    const faq = await createFaq(adminApi, { question, answer: 'Old answer.', category: 'general' });
    await openFaqAdmin(page);

    await card(page, question).getByRole('button', { name: `Edit FAQ: ${question}` }).click();
    const form = dialog(page, 'Edit FAQ');
    await expect(form.getByLabel('Question')).toHaveValue(question);
    await expect(form.getByLabel('Answer')).toHaveValue('Old answer.');
    await expect(form.getByText(`Order: ${faq.order_index}`)).toBeVisible();
    await saveFaq(page, form, { question: edited, answer: 'New answer.', category: 'Facilities' }, 'Update FAQ');
    await expect(card(page, edited).getByText(`Order: ${faq.order_index}`, { exact: true })).toBeVisible();
    await expect(card(page, edited).getByText('facilities', { exact: true })).toBeVisible();
    await expect(card(page, question)).toHaveCount(0);
    expect((await listFaqs(adminApi)).find((item) => item.id === faq.id)).toMatchObject({ question: edited, answer: 'New answer.', category: 'facilities', order_index: faq.order_index });
  });

  test('setting an FAQ inactive removes it from the public FAQ page', async ({ page, adminApi, cleanup }) => {
    const question = uniqueQuestion('Soon hidden');
    cleanup.faq(question);
    await createFaq(adminApi, { question });
    await page.goto('/faq');
    await expect(page.getByRole('button', { name: question })).toBeVisible();
    await openFaqAdmin(page);

    await card(page, question).getByRole('button', { name: `Edit FAQ: ${question}` }).click();
    const form = dialog(page, 'Edit FAQ');
    await form.getByLabel('Status').selectOption({ label: 'Inactive' });
    await form.getByRole('button', { name: 'Update FAQ' }).click();
    await expectToast(page, 'Success', 'FAQ updated successfully.');
    await expect(card(page, question).getByText('inactive', { exact: true })).toBeVisible();

    await page.goto('/faq');
    await expect(page.getByRole('button', { name: 'What is an adult family home?' })).toBeVisible();
    await expect(page.getByRole('button', { name: question })).toHaveCount(0);
  });

  test('deleting an FAQ asks for confirmation, then removes it', async ({ page, adminApi, cleanup }) => {
    const question = uniqueQuestion('To delete');
    cleanup.faq(question);
    await createFaq(adminApi, { question });
    await openFaqAdmin(page);
    const message = 'Are you sure you want to delete this FAQ? This action cannot be undone.';

    await card(page, question).getByRole('button', { name: `Delete FAQ: ${question}` }).click();
    await answerDelete(page, message, false);
    await expect(card(page, question)).toBeVisible();

    await card(page, question).getByRole('button', { name: `Delete FAQ: ${question}` }).click();
    await answerDelete(page, message, true);
    await expectToast(page, 'Success', `FAQ deleted successfully. “${question}”`);
    await expect(card(page, question)).toHaveCount(0);
    expect((await listFaqs(adminApi)).some((faq) => faq.question === question)).toBe(false);
  });
});
