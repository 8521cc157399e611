import { createCatalogService } from '../../kit/catalog';
import { serviceType } from '../service-type';

const services = createCatalogService(serviceType);
export default services;

declare module '../../kit/services' {
  interface AppServices {
    'api::service.service': ReturnType<typeof services>;
  }
}
