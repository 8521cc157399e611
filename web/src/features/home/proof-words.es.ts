import type { ProofWords } from './proof-words';

/** The proof strip's words in Spanish (proof-words.ts). */
const es: ProofWords = {
  title: 'De un vistazo',
  seeOurHome: (alts) => `Vea nuestro hogar: ${alts}`,
  meetTheTeam: 'Conozca a las personas que cuidan a su ser querido',
  license: (number) => `Licencia del estado de Washington n.º ${number}`,
  opensLookup: ' (abre la consulta de licencias del estado en una pestaña nueva)',
};

export default es;
