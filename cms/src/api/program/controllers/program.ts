import { createCatalogController } from '../../catalog';
import { programType } from '../program-type';

export default createCatalogController(programType);
