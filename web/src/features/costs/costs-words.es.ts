import type { CostsWords } from './costs-words';

/** The Costs & Payment page's words in Spanish (costs-words.ts). */
const es: CostsWords = {
  title: 'Costos y formas de pago',
  subtitle: 'Cuánto cuesta cada mes la atención en nuestro hogar, qué incluye y cómo pagan las familias.',
  crumb: 'Costos y formas de pago',
  monthlyCost: 'Costo mensual',
  priceText: 'El precio depende de la atención que necesite su ser querido. Lo acordamos con usted por escrito antes de la mudanza.',
  callTitle: 'Llámenos para hablar de los costos',
  callBefore: 'Cada residente necesita una atención distinta, por eso hablamos de los costos con cada familia. Llámenos al',
  callAfter: 'y le explicaremos cuánto costaría la atención de su ser querido.',
  included: 'Qué incluye',
  ways: 'Formas de pago',
  paymentTypes: {
    'Private pay': 'Pago privado',
    'Medicaid (COPES / Community First Choice)': 'Medicaid (COPES / Community First Choice)',
    'Long-term care insurance': 'Seguro de cuidado a largo plazo',
    'VA benefits': 'Beneficios de Asuntos de Veteranos (VA)',
    Other: 'Otra',
  },
  medicaid: 'Pagar con Medicaid',
  ctaTitle: '¿Tiene preguntas sobre los costos?',
  ctaText: 'Llámenos y hablaremos con usted sobre la atención, los costos y el pago, o venga a conocer el hogar en una visita.',
  call: 'Llamar al',
  tour: 'Programe una visita',
};

export default es;
