import type { CatalogType } from '../kit/catalog';

export const programType: CatalogType = {
  uid: 'api::program.program',
  label: 'Program',
  listField: 'activities',
  documents: (strapi) => strapi.documents('api::program.program'),
};
