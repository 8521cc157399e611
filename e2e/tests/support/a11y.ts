import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * axe's findings on the page as short lines, so a failure says what and where. `alsoRules`: rules
 * axe leaves off by default (its experimental ones, e.g. 'label-content-name-mismatch') to run too.
 */
export async function violations(page: Page, alsoRules: string[] = []) {
  const builder = new AxeBuilder({ page });
  if (alsoRules.length) builder.options({ rules: Object.fromEntries(alsoRules.map((rule) => [rule, { enabled: true }])) });
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Waits until a dialog (or any part) is shown and its opening animations, if any, are over, so colours are final. */
export async function settled(shown: Locator) {
  await expect(shown).toBeVisible();
  await shown.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}
