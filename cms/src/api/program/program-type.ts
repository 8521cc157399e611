import type { CatalogType } from '../../lib/catalog';

export const programType: CatalogType = { uid: 'api::program.program', label: 'Program', listField: 'activities' };
