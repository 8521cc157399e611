import { createCatalogService } from '../../../lib/catalog';
import { programType } from '../program-type';

export default createCatalogService(programType);
