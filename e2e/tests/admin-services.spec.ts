import { test } from './support/test';
import { defineCatalogCrudTests } from './support/catalog-crud-tests';
import { defineCatalogFormTests } from './support/catalog-form-tests';
import { SERVICE_WORDS } from './support/content';

/** Services Management (/admin/services): spec sections 2, 4, 5, 7 and 8. The tests are shared with the other catalog screen. */
test.describe('Services Management', () => {
  defineCatalogCrudTests(SERVICE_WORDS);
  defineCatalogFormTests(SERVICE_WORDS);
});
