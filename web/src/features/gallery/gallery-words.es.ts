import type { GalleryWords } from './gallery-words';

/** The Our Home page's words in Spanish (gallery-words.ts). */
const es: GalleryWords = {
  title: 'Nuestro hogar',
  subtitle: 'Las habitaciones, la cocina y el jardín que nuestros residentes llaman hogar.',
  crumb: 'Nuestro hogar',
  lookInside: 'Un vistazo por dentro',
  intro: 'Seleccione una foto para verla más grande; las teclas de flecha pasan de una foto a otra.',
  loading: 'Cargando las fotos...',
  loadError: (network) => (network ? 'Error de red al cargar las fotos' : 'No se pudieron cargar las fotos'),
  empty: 'Pronto habrá fotos del hogar. Mientras tanto, la mejor manera de conocerlo es visitarnos.',
  tour: 'Programe una visita',
  open: (number, count, alt) => `Abrir la foto ${number} de ${count}: ${alt}`,
  position: (number, count) => `Foto ${number} de ${count}`,
  close: 'Cerrar',
  home: {
    eyebrow: 'Nuestro hogar',
    title: 'Un hogar de verdad, no una institución',
    intro: 'Habitaciones con ventanas al jardín, una cocina que huele a comida casera y espacio para estar juntos.',
    seeAll: 'Ver todas las fotos de nuestro hogar',
    see: 'Conozca nuestro hogar',
  },
  previous: 'Foto anterior',
  next: 'Foto siguiente',
};

export default es;
