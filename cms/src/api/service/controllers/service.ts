import { createCatalogController } from '../../kit/catalog';
import { serviceType } from '../service-type';

export default createCatalogController(serviceType);
