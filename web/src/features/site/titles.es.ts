import type { PageName } from './page-text';

const es: Partial<Record<PageName, string>> = {
  about: 'Quiénes somos',
  services: 'Nuestros servicios',
  programs: 'Nuestros programas',
  ourHome: 'Nuestro hogar',
  faq: 'Preguntas frecuentes',
  costs: 'Costos y pago',
  contact: 'Contáctenos',
  privacy: 'Política de privacidad',
  terms: 'Términos del servicio',
  healthData: 'Política de privacidad de datos de salud del consumidor',
  manageTour: 'Su visita',
  notFound: 'Página no encontrada',
  serviceNotFound: 'Servicio no encontrado',
  programNotFound: 'Programa no encontrado',
};

export default es;
