import type { ShowcaseWords } from './showcase-words';

type Kind = ShowcaseWords['services'];

/** One kind's words in Spanish: `noun` as a title ('Servicios'), `lower` in a sentence ('servicios'). */
const kind = (noun: string, lower: string, eyebrow: string, title: string, intro: string): Kind => ({
  eyebrow,
  title,
  intro,
  noun,
  viewAll: `Ver todos los ${lower}`,
  seeAll: (count) => `Ver los ${count} ${lower}`,
  loading: `Cargando los ${lower}...`,
  empty: `Por ahora no hay ${lower}`,
  failed: `No se pudieron cargar los ${lower}`,
  network: `Error de red al cargar los ${lower}`,
  previous: `${noun} anteriores`,
  next: `${noun} siguientes`,
  pause: `Pausar el carrusel de ${lower}`,
  play: `Reanudar el carrusel de ${lower}`,
});

/** The home page's services and programs in Spanish (showcase-words.ts): US Spanish, formal (usted). */
const es: ShowcaseWords = {
  services: kind('Servicios', 'servicios', 'Lo que ofrecemos', 'Nuestros servicios', 'Todo lo que su ser querido necesita para vivir seguro y cómodo, desde el cuidado personal hasta la comida casera.'),
  programs: kind('Programas', 'programas', 'La vida diaria', 'Nuestros programas', 'Actividades que mantienen activos el cuerpo, la mente y el espíritu, todos los días de la semana.'),
  carousel: 'carrusel',
  slide: 'diapositiva',
  slideOf: (number, count) => `${number} de ${count}`,
  pause: 'Pausar',
  play: 'Reanudar',
};

export default es;
