import { createCatalogController } from '../../kit/catalog';
import { programType } from '../program-type';

export default createCatalogController(programType);
