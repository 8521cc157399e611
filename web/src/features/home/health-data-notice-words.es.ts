import type { HealthDataNoticeWords } from './health-data-notice-words';

/** The home page's health data notice in Spanish (health-data-notice-words.ts). */
const es: HealthDataNoticeWords = {
  title: 'Sus datos de salud',
  text: 'Lo que usted nos cuenta sobre la salud de un ser querido se queda en nuestro hogar: nunca lo vendemos, y puede pedirnos verlo o eliminarlo en cualquier momento. Lea nuestra',
  link: 'Política de datos de salud del consumidor',
};

export default es;
