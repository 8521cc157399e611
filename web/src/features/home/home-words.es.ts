import type { HomeWords } from './home-words';

/** The home page's hero in Spanish (home-words.ts): US Spanish, formal (usted). */
const es: HomeWords = {
  slides: [
    {
      badge: 'Hogar familiar para adultos con licencia',
      title: 'Cuidado compasivo en un hogar de verdad',
      highlight: 'hogar de verdad',
      description: 'Atención personal y sin prisas para solo seis residentes en una casa familiar y acogedora, donde a cada persona se le conoce por su nombre y se le trata como de la familia.',
      cta: 'Programe una visita',
      context: '',
    },
    {
      badge: 'Atención las 24 horas, los 7 días',
      title: 'Tranquilidad de día y de noche',
      highlight: 'de día y de noche',
      description: 'Cuidadores capacitados están en la casa a toda hora, así que la ayuda siempre está cerca y las familias pueden estar tranquilas.',
      cta: 'Más información',
      context: 'sobre nuestro hogar',
    },
    {
      badge: 'Un ambiente familiar',
      title: 'Un lugar que se siente como familia',
      highlight: 'como familia',
      description: 'Comida casera, actividades en compañía, un jardín para disfrutar y la familia siempre bienvenida: la vida diaria como a su ser querido le gusta.',
      cta: 'Conozca nuestro hogar',
      context: '',
    },
  ],
  carousel: 'carrusel',
  slide: 'diapositiva',
  slideOf: (number, count) => `${number} de ${count}`,
  call: (phone) => `Llame al ${phone}`,
  previousSlide: 'Diapositiva anterior',
  nextSlide: 'Diapositiva siguiente',
  goToSlide: (number) => `Ir a la diapositiva ${number}`,
  pauseSlideshow: 'Pausar la presentación',
  playSlideshow: 'Reanudar la presentación',
  pause: 'Pausar',
  play: 'Reanudar',
  scrollDown: 'Bajar',
};

export default es;
