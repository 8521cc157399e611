import { createCatalogController } from '../../catalog';
import { serviceType } from '../service-type';

export default createCatalogController(serviceType);
