import type { FooterWords } from './footer-words';

const es: FooterWords = {
  careAvailable: (when) => `Atención disponible ${when}`,
  toursAvailable: (days) => `Visitas: ${days}`,
  license: (licenseNumber) => `Con licencia del DSHS del estado de Washington, licencia n.º ${licenseNumber}`,
  licenseLookup: ' (abre la consulta de licencias del estado en una pestaña nueva)',
  licensee: (name) => `Titular de la licencia: ${name}`,
  footer: 'Pie de página',
  quickLinks: 'Enlaces rápidos',
  emergency: 'Emergencias:',
  rights: (year, name) => `© ${year} ${name}. Todos los derechos reservados.`,
  privacy: 'Política de privacidad',
  healthData: 'Política de datos de salud del consumidor',
  terms: 'Términos del servicio',
};

export default es;
