import { createCatalogController } from '../../../lib/catalog';
import { programType } from '../program-type';

export default createCatalogController(programType);
