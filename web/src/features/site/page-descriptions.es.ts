import type { PageName } from './page-text';

/**
 * The pages' meta descriptions in Spanish (page-descriptions.ts): the server's `/es/` pages carry
 * them, for search engines and link previews; never in the app's code. Same slots as the English.
 */
export const PAGE_DESCRIPTIONS_ES: Partial<Record<PageName, string>> = {
  home:
    'Un hogar familiar para adultos con licencia en el estado de Washington: atención personal a toda hora para hasta {residents} residentes, en un hogar de verdad. Visitas {tours}: llame al {phone}.',
  about:
    'Un hogar familiar para adultos con licencia en el estado de Washington que cuida a hasta seis residentes a toda hora: nuestra misión, nuestros valores y nuestra promesa a las familias.',
  services:
    'Atención personal, atención médica, alimentación, actividades, limpieza y cuidado de relevo en nuestro hogar familiar para adultos con licencia en Washington.',
  programs:
    'Programas diarios para el cuerpo, la mente y el espíritu: bienestar cognitivo, ejercicio suave, artes creativas, eventos sociales y más, en un hogar pequeño y familiar.',
  ourHome:
    'Fotos de nuestro hogar familiar para adultos con licencia en Washington: las habitaciones, la cocina, la sala y el jardín que nuestros residentes disfrutan cada día.',
  faq: 'Respuestas a las preguntas comunes sobre nuestro hogar familiar para adultos con licencia: atención, costos, habitaciones, visitas y recorridos.',
  costs:
    'Cuánto cuesta cada mes la atención en nuestro hogar familiar para adultos con licencia en Washington, qué incluye el precio y cómo pueden pagar las familias. Llámenos para hablarlo.',
  contact:
    'Llame, escriba o envíenos un mensaje para preguntar por la atención o programar una visita a nuestro hogar familiar para adultos con licencia. Respondemos en menos de 2 horas.',
  privacy: 'Cómo nuestro hogar familiar para adultos recoge, usa y protege la información personal y de salud de los residentes, las familias y los visitantes del sitio.',
  terms: 'Las condiciones de la atención en nuestro hogar familiar para adultos con licencia: admisión, pago, horario, salud y seguridad, responsabilidad y terminación.',
  healthData:
    'Qué información de salud recoge nuestro hogar familiar para adultos por este sitio, para qué, quién la ve y cómo los residentes de Washington pueden verla o borrarla.',
  manageTour: 'Cambie o cancele su visita a nuestro hogar.',
  notFound: 'La página que buscaba no existe.',
};
