import type { Locator, Page } from '@playwright/test';
import type { Translations } from '@afh/contract/languages';
import { settled, violations } from './support/a11y';
import { createFaq, dialog, expect, expectToast, listFaqs, openAsAdmin, uniqueTag, type FaqRecord } from './support/content';
import { familyRequest, inbox, test, type Inquiry } from './support/inquiries';
import { keepSettings, readSettings, type Settings, updateSettings } from './support/settings';

/**
 * Issue 47, the owner's side: she offers Spanish in Settings › Languages, translates an FAQ beside
 * its English in the same form, finds it kept, sees Today's count of what is left go down, and a
 * request sent from a Spanish page says "Prefers Spanish". On a phone and on a desktop.
 */

test.describe.configure({ timeout: 120_000 });

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const SPANISH = 'Spanish (Español)';

/** What the admin reads of a record, with its translations (issue 47). */
type Translated = { translations?: Translations };

/** Today's line for Spanish, and the number it says. */
const spanishToDo = (page: Page) => page.getByRole('region', { name: 'Translations' }).getByRole('listitem').filter({ hasText: /^Spanish: / });
async function spanishCount(page: Page) {
  await page.goto('/admin');
  const line = spanishToDo(page);
  await expect(line).toContainText(/Spanish: \d+ texts? not translated yet/);
  return Number(/Spanish: (\d+)/.exec((await line.textContent()) ?? '')?.[1]);
}

/** The page scrolls only up and down: nothing is wider than the screen. */
const noSidewaysScroll = (page: Page) => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

/** Whether two fields stand side by side (the second to the right, level with it: a longer label may wrap) or one under the other. */
async function placement(english: Locator, translation: Locator) {
  const [a, b] = [await english.boundingBox(), await translation.boundingBox()];
  if (!a || !b) throw new Error('a field is not shown');
  if (b.x >= a.x + a.width && b.y < a.y + a.height && a.y < b.y + b.height) return 'side by side';
  if (b.y >= a.y + a.height && Math.abs(b.x - a.x) < 4) return 'stacked';
  return 'elsewhere';
}

for (const [screen, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  test.describe(`Translations on a ${screen}`, () => {
    test.use({ viewport });
    keepSettings(test);
    // Every other test of this worker's server finds the site in English only, as a fresh one is.
    test.afterEach(async ({ adminApi }) => {
      await updateSettings(adminApi, { languages: [] });
    });

    test('the owner offers Spanish and translates an FAQ side by side; Today counts down and a request says Prefers Spanish', async ({ page, adminApi, cleanup, request, tags }) => {
      await updateSettings(adminApi, { languages: [] });
      const tag = uniqueTag();
      const question = `E2E How are visits arranged ${tag}?`;
      cleanup.faq(question);
      await createFaq(adminApi, { question, answer: 'Call us and we find a time that suits your family.' });

      // Settings › Languages: Spanish has the whole site; another language only the pages translated.
      await openAsAdmin(page, '/admin/settings');
      const languages = page.getByRole('region', { name: 'Languages' });
      await expect(languages).toContainText('The site is in English only.');
      await expect(page.getByLabel(`Company Description — ${SPANISH}`)).toHaveCount(0);
      await languages.getByRole('checkbox', { name: 'Vietnamese (Tiếng Việt)' }).check();
      await expect(languages).toContainText('Vietnamese: only the pages you translate; menus and buttons stay in English.');
      await languages.getByRole('checkbox', { name: 'Vietnamese (Tiếng Việt)' }).uncheck();
      await languages.getByRole('checkbox', { name: SPANISH }).check();
      await expect(languages).toContainText('Spanish: the whole site, menus and forms included.');
      // The settings' own texts have their Spanish beside them at once, in Spanish.
      await expect(page.getByLabel(`Company Description — ${SPANISH}`)).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('region', { name: 'Unsaved changes' })).toContainText('Languages');
      await settled(languages);
      expect(await violations(page, [], '#languages')).toEqual([]);
      await noSidewaysScroll(page);
      await page.getByRole('button', { name: /Save Changes/ }).click();
      await expectToast(page, 'Success', 'Settings updated successfully');
      const saved: Settings & { languages?: unknown } = await readSettings(adminApi);
      expect(saved.languages).toEqual(['es']);

      const before = await spanishCount(page);
      await expect(spanishToDo(page).getByRole('link', { name: /^FAQs \(\d+\)$/ })).toHaveAttribute('href', '/admin/faqs');

      // The FAQ's form: Spanish beside the English on a desktop, under it on a phone.
      await page.goto('/admin/faqs');
      await page.getByRole('button', { name: `Edit FAQ: ${question}` }).click();
      const form = dialog(page, 'Edit FAQ');
      await settled(form);
      const english = form.getByLabel('Question', { exact: true });
      const spanish = form.getByLabel(`Question — ${SPANISH}`);
      const spanishAnswer = form.getByLabel(`Answer — ${SPANISH}`);
      await expect(spanish).toHaveAttribute('lang', 'es');
      await expect(spanishAnswer).toHaveAttribute('lang', 'es');
      await expect(spanish).toHaveValue('');
      expect(await placement(english, spanish)).toBe(screen === 'desktop' ? 'side by side' : 'stacked');
      expect(await violations(page, [], 'dialog[open]')).toEqual([]);
      await noSidewaysScroll(page);

      // A translation typed and not saved is an unsaved change like any other.
      await spanish.fill('¿Cómo se organizan las visitas?');
      await page.keyboard.press('Escape');
      const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
      await expect(discard).toBeVisible();
      await discard.getByRole('button', { name: 'Keep editing' }).click();
      await expect(spanish).toHaveValue('¿Cómo se organizan las visitas?');

      await spanishAnswer.fill('Llámenos y buscamos una hora que le convenga a su familia.');
      await form.getByRole('button', { name: 'Update FAQ' }).click();
      await expect(form).toBeHidden();
      await expectToast(page, 'Success', 'FAQ updated successfully.');
      const stored: (FaqRecord & Translated) | undefined = (await listFaqs(adminApi)).find((faq) => faq.question === question);
      expect(stored?.translations?.es).toEqual({ question: '¿Cómo se organizan las visitas?', answer: 'Llámenos y buscamos una hora que le convenga a su familia.' });
      // The English is as it was.
      expect(stored).toMatchObject({ question, answer: 'Call us and we find a time that suits your family.' });

      // Opened again, after a reload: kept.
      await page.reload();
      await page.getByRole('button', { name: `Edit FAQ: ${question}` }).click();
      const again = dialog(page, 'Edit FAQ');
      await expect(again.getByLabel(`Question — ${SPANISH}`)).toHaveValue('¿Cómo se organizan las visitas?');
      await expect(again.getByLabel(`Answer — ${SPANISH}`)).toHaveValue('Llámenos y buscamos una hora que le convenga a su familia.');
      await again.getByRole('button', { name: 'Cancel' }).click();
      await expect(again).toBeHidden();

      // Today: two texts fewer to translate.
      expect(await spanishCount(page)).toBe(before - 2);

      // A request sent from a Spanish page.
      tags.push(tag);
      const values = familyRequest(tag);
      expect((await request.post('/backend/api/contact/submit.php', { data: { ...values, language: 'es' } })).status()).toBe(201);
      const sent: (Inquiry & { language?: unknown }) | undefined = (await inbox(adminApi)).find((inquiry) => inquiry.message.includes(tag));
      expect(sent?.language).toBe('es');
      await page.goto('/admin/inquiries');
      const name = `${values.firstName} ${values.lastName}`;
      const card = page.getByRole('article', { name, exact: true });
      await expect(card).toContainText('Prefers Spanish');
      await card.getByRole('button', { name: `Open inquiry from ${name}` }).click();
      const details = dialog(page, 'Inquiry Details');
      await expect(details).toContainText('Prefers Spanish');
    });
  });
}
