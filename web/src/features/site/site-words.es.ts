import type { SiteWords } from './site-words';

/** The frame's words in Spanish (words.ts): US Spanish, formal (usted), as families in Washington read it. */
const es: SiteWords = {
  pages: { home: 'Inicio', about: 'Quiénes somos', ourHome: 'Nuestro hogar', services: 'Nuestros servicios', programs: 'Nuestros programas', costs: 'Costos y pago', contact: 'Contáctenos', faq: 'Preguntas frecuentes' },
  skip: 'Saltar al contenido principal',
  main: 'Principal',
  menu: 'Menú',
  openMenu: 'Abrir el menú',
  closeMenu: 'Cerrar el menú',
  subMenu: (label) => `Menú de ${label.toLowerCase()}`,
  adminPanel: 'Panel de administración',
  getStarted: 'Comenzar',
  untranslated: 'Esta sección aún no está traducida',
};

export default es;
