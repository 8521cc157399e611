import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { mouseAway } from './site';

/**
 * axe on the page, every rule run (and `alsoRules`, which axe leaves off by default), reporting in
 * full only what fails: the elements that pass each rule are not collected and sent back, which
 * on a 2-core machine was a large part of an axe run.
 */
export const axe = (page: Page, alsoRules: string[] = []) =>
  new AxeBuilder({ page }).options({
    resultTypes: ['violations'],
    ...(alsoRules.length ? { rules: Object.fromEntries(alsoRules.map((rule) => [rule, { enabled: true }])) } : {}),
  });

/**
 * axe's findings on the page as short lines, so a failure says what and where. `alsoRules`: rules
 * axe leaves off by default (its experimental ones, e.g. 'label-content-name-mismatch') to run too.
 * `within`: a selector to check only that part (an open modal dialog, the page behind it being
 * inert and checked on its own), which spares axe the rest of the page.
 */
export async function violations(page: Page, alsoRules: string[] = [], within?: string) {
  const builder = axe(page, alsoRules);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Waits until a dialog (or any part) is shown and its opening animations, if any, are over, so colours are final. */
export async function settled(shown: Locator) {
  await expect(shown).toBeVisible();
  // An animation cancelled on the way (the element drawn again) is over too: its promise rejects.
  await shown.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
}

/**
 * Stops the home page's moving parts and waits for their last move to end: in the middle of the
 * hero's cross-fade axe sees half-transparent text and reports a contrast that nobody ever reads.
 */
export async function holdStill(page: Page) {
  for (const name of ['Pause slideshow', 'Pause services carousel', 'Pause programs carousel']) {
    const pause = page.getByRole('button', { name });
    if (await pause.isVisible()) await pause.click();
  }
  await mouseAway(page);
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'));
  // embla's glide is script-driven, a new position of the track on each frame: wait until no
  // carousel's track has moved for five frames in a row.
  await page.waitForFunction(
    () => {
      const tracks = Array.from(document.querySelectorAll('[aria-roledescription="carousel"] button[aria-controls]'), (button) => document.getElementById(button.getAttribute('aria-controls')!));
      const now = tracks.map((track) => track?.style.transform ?? '').join('|');
      const still = (window.trackStill ??= { last: '', frames: 0 });
      still.frames = now === still.last ? still.frames + 1 : 0;
      still.last = now;
      return still.frames >= 5;
    },
    undefined,
    { polling: 'raf' },
  );
}
