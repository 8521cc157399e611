import { createCatalogService } from '../../catalog';
import { serviceType } from '../service-type';

export default createCatalogService(serviceType);
