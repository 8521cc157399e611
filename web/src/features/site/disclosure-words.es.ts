import type { DisclosureWords } from './disclosure-words';

/** The Disclosure of Services line in Spanish (disclosure-words.ts). */
const es: DisclosureWords = {
  text: 'El estado de Washington pide a cada hogar familiar para adultos que informe por escrito a las familias qué atención y servicios ofrece. Lea el nuestro:',
  link: 'Divulgación de servicios (PDF)',
};

export default es;
