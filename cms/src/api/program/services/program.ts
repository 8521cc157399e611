import { createCatalogService } from '../../catalog';
import { programType } from '../program-type';

export default createCatalogService(programType);
