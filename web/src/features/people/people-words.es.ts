import type { PeopleWords } from './people-words';

/** Our Team and What Families Say in Spanish (people-words.ts). */
const es: PeopleWords = {
  teamEyebrow: 'Las personas',
  teamTitle: 'Nuestro equipo',
  teamIntro: 'Las personas que conocerán a su ser querido por su nombre, de día y de noche.',
  wholeTeam: 'Conozca a todo el equipo',
  credentials: (name) => `Credenciales de ${name}`,
  speaks: 'Habla',
  familiesEyebrow: 'En sus propias palabras',
  familiesTitle: 'Lo que dicen las familias',
};

export default es;
