import type { PageWords } from './page-words';

const es: PageWords = {
  banner: { home: 'Inicio', breadcrumb: 'Ruta de navegación' },
  notFound: '¡Uy! No encontramos esta página',
  returnHome: 'Volver al inicio',
};

export default es;
