import type { FaqWords } from './faq-words';

/** The FAQ page's words in Spanish (faq-words.ts). */
const es: FaqWords = {
  title: 'Preguntas frecuentes',
  subtitle: 'Respuestas claras para las familias que eligen atención para un ser querido.',
  crumb: 'Preguntas frecuentes',
  introTitle: 'Elegir atención trae preguntas',
  intro:
    'Mudar a un padre, una madre o un ser querido a un hogar de cuidado es una decisión importante. Estas son las preguntas que las familias nos hacen con más frecuencia. Si la suya no está aquí, escríbanos: con gusto le ayudamos.',
  highlights: [
    { title: 'Atención como en familia', text: 'Seis residentes comparten un hogar de verdad, con comida casera, caras conocidas y cuidadores que conocen bien a cada persona.' },
    { title: 'Con licencia y regulado por el estado', text: 'Somos un hogar familiar para adultos con licencia, regulado e inspeccionado por el estado de Washington.' },
    { title: 'Atención las 24 horas', text: 'Hay cuidadores en el hogar a toda hora, todos los días del año, para que la ayuda esté siempre cerca.' },
  ],
  listTitle: 'Preguntas comunes',
  loading: 'Cargando las preguntas...',
  empty: 'Por el momento no hay preguntas frecuentes.',
  moreHelp: 'Más ayuda',
  moreTitle: '¿Todavía tiene preguntas?',
  moreText: 'Con gusto hablamos con usted. Envíenos un mensaje o llámenos, y le responderemos en menos de 2 horas.',
  contact: 'Contáctenos',
  call: 'Llamar al',
  tourTitle: 'Programe una visita',
  tourText: (days) => `La mejor manera de saber si nuestro hogar es el adecuado para su ser querido es visitarlo. Ofrecemos visitas ${days}.`,
  bookTour: 'Reservar una visita',
};

export default es;
