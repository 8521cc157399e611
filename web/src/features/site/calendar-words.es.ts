import type { CalendarWords } from './calendar-words';

const es: CalendarWords = {
  months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  monthYear: (month, year) => `${month} de ${year}`,
  days: {
    names: { mon: 'lunes', tue: 'martes', wed: 'miércoles', thu: 'jueves', fri: 'viernes', sat: 'sábado', sun: 'domingo' },
    to: 'a',
    and: 'y',
    daily: 'todos los días',
  },
};

export default es;
