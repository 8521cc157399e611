import { createCatalogController } from '../../../lib/catalog';
import { serviceType } from '../service-type';

export default createCatalogController(serviceType);
