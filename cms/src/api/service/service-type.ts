import type { CatalogType } from '../../lib/catalog';

export const serviceType: CatalogType = { uid: 'api::service.service', label: 'Service', listField: 'features', hasIcon: true };
