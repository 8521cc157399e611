import { createCatalogService } from '../../kit/catalog';
import { programType } from '../program-type';

const programs = createCatalogService(programType);
export default programs;

declare module '../../kit/services' {
  interface AppServices {
    'api::program.program': ReturnType<typeof programs>;
  }
}
