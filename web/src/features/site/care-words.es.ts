import type { CareWords } from './care-words';

/** The care the home gives, in Spanish (care-words.ts). */
const es: CareWords = {
  eyebrow: 'La atención que brindamos',
  title: '¿Podemos cuidar a su ser querido?',
  intro: 'Cuidamos a personas que viven con:',
  labels: {
    memory_care: 'Cuidado de la memoria (demencia, alzhéimer)',
    diabetes: 'Diabetes e insulina',
    transfers: 'Traslados entre dos personas y grúas mecánicas',
    hospice: 'Cuidados paliativos (hospicio) y final de la vida',
    behavior_support: 'Apoyo conductual',
    mental_health: 'Salud mental',
    developmental_disabilities: 'Discapacidades del desarrollo',
    wound_care: 'Cuidado de heridas',
    oxygen: 'Oxígeno',
    other: 'Otro',
  },
};

export default es;
