import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** axe's findings on the page as short lines, so a failure says what and where. */
export async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Waits until a dialog (or any part) is shown and its opening animations, if any, are over, so colours are final. */
export async function settled(shown: Locator) {
  await expect(shown).toBeVisible();
  await shown.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}
