import type { CatalogType } from '../kit/catalog';

export const serviceType: CatalogType = {
  uid: 'api::service.service',
  label: 'Service',
  listField: 'features',
  documents: (strapi) => strapi.documents('api::service.service'),
};
