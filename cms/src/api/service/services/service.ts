import { createCatalogService } from '../../../lib/catalog';
import { serviceType } from '../service-type';

export default createCatalogService(serviceType);
