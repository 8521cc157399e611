import { test } from './support/test';
import { defineCatalogCrudTests } from './support/catalog-crud-tests';
import { defineCatalogFormTests } from './support/catalog-form-tests';
import { PROGRAM_WORDS } from './support/content';

/** Programs Management (/admin/programs): spec sections 2, 4, 5, 7 and 8. The tests are shared with the other catalog screen. */
test.describe('Programs Management', () => {
  defineCatalogCrudTests(PROGRAM_WORDS);
  defineCatalogFormTests(PROGRAM_WORDS);
});
