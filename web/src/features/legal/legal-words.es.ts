import type { LegalWords } from './legal-words';

/** The policy pages' shared words in Spanish (legal-words.ts). */
const es: LegalWords = {
  contents: 'En esta página',
  attention: 'A la atención de: ',
  phone: 'Teléfono: ',
  email: 'Correo electrónico:',
  translated: 'Esta es una traducción; si hay alguna diferencia, rige la versión en inglés:',
};

export default es;
