import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FIRST_LOAD_BUDGET_BYTES, homeFirstLoad, kib } from '../lib/first-load-budget.mjs';

// Issue 42: the home page's first load stays within its JavaScript budget, and issue 47: in each
// language the interface is written in. Read from the build npm test has just made (no browser): the
// scripts the page manifest says the page asks for at once, gzipped. npm run bench measures the
// same in Chromium (scripts/lib/first-load.mjs), with a tighter target.
for (const [page, language] of [
  ['/', 'en'],
  ['/es/', 'es'],
]) {
  test(`the JavaScript '${page}' loads at once is at most ${kib(FIRST_LOAD_BUDGET_BYTES)} gzipped`, () => {
    const { files, gzipBytes } = homeFirstLoad(undefined, language);
    const biggest = files.slice(0, 5).map((file) => `${file.url} ${kib(file.gzipBytes)}`).join(', ');
    console.log(`'${page}' loads ${files.length} scripts, ${kib(gzipBytes)} gzipped; the biggest: ${biggest}`);
    assert.ok(gzipBytes <= FIRST_LOAD_BUDGET_BYTES, `'${page}' loads ${kib(gzipBytes)} of JavaScript (gzipped), over its ${kib(FIRST_LOAD_BUDGET_BYTES)} budget. The biggest files: ${biggest}.`);
  });
}
