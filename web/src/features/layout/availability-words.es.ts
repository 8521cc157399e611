import type { AvailabilityWords } from './availability-words';

const es: AvailabilityWords = {
  availability: 'Aviso de disponibilidad',
  rooms: (count) => (count === 1 ? '1 habitación disponible ahora' : `${count} habitaciones disponibles ahora`),
  nextOpening: (month) => `Próxima habitación disponible: ${month}`,
  full: 'Completo por ahora: pida que lo añadan a la lista de espera',
};

export default es;
