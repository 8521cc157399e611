import type { MenuWords } from './menu-words';

const es: MenuWords = {
  viewAllServices: 'Ver todos los servicios',
  viewAllPrograms: 'Ver todos los programas',
};

export default es;
