import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { ROOT } from '../lib/paths.mjs';

// The lint gate must bite: a real file of each layer, with one import that crosses a layer (or one
// cast that switches the type checker off) added, must fail `npm run lint`; the same file with an
// allowed import must not. Linted in memory through the repository's own eslint.config.mjs.
const eslint = new ESLint({ cwd: ROOT });

const findings = async (file, extra) => {
  const filePath = path.join(ROOT, file);
  const text = `${extra}\n${readFileSync(filePath, 'utf8')}`;
  const [result] = await eslint.lintText(text, { filePath });
  return result.messages.filter((message) => message.line === 1).map((message) => message.ruleId);
};

const refused = [
  ['ui/ imports a feature', 'web/src/ui/states.tsx', "import { HomePage } from '../features/home/home-page';", 'import-x/no-restricted-paths'],
  ['lib/ imports ui/', 'web/src/lib/format.ts', "import { Dialog } from '../ui/dialog';", 'import-x/no-restricted-paths'],
  ['a feature imports another feature', 'web/src/features/faq/faq-page.tsx', "import { CatalogCard } from '../catalog/catalog-card';", 'import-x/no-restricted-paths'],
  ['features/site imports a feature', 'web/src/features/site/page-head.ts', "import { FaqPage } from '../faq/faq-page';", 'import-x/no-restricted-paths'],
  ['a feature imports a route', 'web/src/features/faq/faq-page.tsx', "import { Route } from '../../routes/admin';", 'import-x/no-restricted-paths'],
  ['the web app imports the CMS beyond its contract', 'web/src/lib/api.ts', "import { MESSAGES } from '../../../cms/src/content/http';", 'import-x/no-restricted-paths'],
  ['the browser tests import the CMS beyond its contract', 'e2e/tests/support/api.ts', "import { MESSAGES } from '../../../cms/src/content/http';", 'import-x/no-restricted-paths'],
  ["the CMS's kit imports a content type", 'cms/src/api/kit/collection.ts', "import { toRecord } from '../faq/services/faq';", 'import-x/no-restricted-paths'],
  ['a part of the CMS below its api imports the api', 'cms/src/content/http.ts', "import { getService } from '../api/kit/services';", 'import-x/no-restricted-paths'],
  ['the contract imports the CMS', 'contract/src/rules.ts', "import { MESSAGES } from '../../cms/src/content/http';", 'import-x/no-restricted-paths'],
  ['the web app reaches into the contract by path', 'web/src/lib/api.ts', "import { slugify } from '../../../contract/src/rules';", 'no-restricted-imports'],
  ['the browser tests reach into the contract by path', 'e2e/tests/support/api.ts', "import { slugify } from '../../../contract/src/rules';", 'no-restricted-imports'],
  ["the CMS reaches into the contract's build", 'cms/src/content/http.ts', "import { slugify } from '@afh/contract/dist/rules';", 'no-restricted-imports'],
  ['the CMS imports the web app', 'cms/src/content/http.ts', "import { api } from '../../../web/src/lib/api';", 'import-x/no-restricted-paths'],
  ['a double cast', 'cms/src/content/http.ts', 'export const unchecked = (1 as unknown) as string;', 'no-restricted-syntax'],
  ['a cast to never', 'web/src/lib/format.ts', 'export const unchecked = (1 as never);', 'no-restricted-syntax'],
  ['a switched-off rule without a reason', 'cms/src/content/http.ts', '// eslint-disable-next-line no-restricted-syntax\nexport const unchecked = (1 as never);', '@eslint-community/eslint-comments/require-description'],
];

for (const [what, file, line, rule] of refused) {
  test(`lint refuses: ${what}`, async () => {
    assert.ok((await findings(file, line)).includes(rule), `${rule} on ${file}`);
  });
}

const allowed = [
  ['a feature imports features/site', 'web/src/features/faq/faq-page.tsx', "import { PAGE_TEXT as TEXT } from '../site/page-text';\nexport const text = TEXT;"],
  ['a feature imports ui/', 'web/src/features/faq/faq-page.tsx', "import { LoadingState as Loading } from '../../ui/states';\nexport const loading = Loading;"],
  ['the web app imports the contract', 'web/src/lib/api.ts', "import { slugify as toSlug } from '@afh/contract/rules';\nexport const slug = toSlug;"],
  ['the browser tests import the contract', 'e2e/tests/support/api.ts', "import { slugify as toSlug } from '@afh/contract/rules';\nexport const slug = toSlug;"],
  ["the CMS's api imports a part below it", 'cms/src/api/kit/services.ts', "import { MESSAGES } from '../../content/http';\nexport const messages = MESSAGES;"],
];

for (const [what, file, line] of allowed) {
  test(`lint allows: ${what}`, async () => {
    assert.deepEqual(await findings(file, line), []);
  });
}
