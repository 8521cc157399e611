import type { CallBarWords } from './call-bar-words';

const es: CallBarWords = {
  call: 'Llamar',
  callUs: 'Llámenos',
  callOrTour: 'Llamar o reservar una visita',
  bookTour: 'Reservar una visita',
};

export default es;
