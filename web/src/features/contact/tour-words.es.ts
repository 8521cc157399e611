import type { TourWords } from './tour-words';

/** Anything else the server says: a plain failure (the contact form's). */
const FAILED = 'Lo sentimos, no pudimos enviar su mensaje. Inténtelo de nuevo o llámenos.';
const CHOOSE_FROM_LIST = 'Elija una de las opciones de la lista, o déjela en blanco.';

/**
 * The server's messages the family may see (contract/src/messages.ts and care-needs.ts), in
 * Spanish, by their English words, written out so this chunk imports nothing (tour-words.test.ts
 * checks them against the contract's).
 */
const SERVER: Record<string, string> = {
  'That time was just taken. Please choose another.': 'Otra familia acaba de reservar ese horario. Por favor, elija otro.',
  'That tour time is not offered. Please choose one of the times shown.': 'Ese horario de visita no está disponible. Por favor, elija uno de los horarios que se muestran.',
  'This email address or phone number already has 2 upcoming tours booked. Please tell us your preferred times instead, and we will call you to arrange the visit.':
    'Este correo electrónico o número de teléfono ya tiene 2 visitas reservadas. Díganos qué días y horas le convienen y lo llamaremos para coordinar la visita.',
  'Online tour booking is closed for today. Please tell us your preferred times instead, and we will call you to arrange the visit.': 'Por hoy ya no se pueden reservar más visitas en línea. Díganos qué días y horas le convienen y lo llamaremos para coordinar la visita.',
  'This tour link is not valid any more. Please call us to arrange a visit.': 'Este enlace de su visita ya no es válido. Llámenos para coordinar una visita.',
  'This tour was cancelled. Please book a new one from our contact page.': 'Esta visita fue cancelada. Puede reservar una nueva desde nuestra página de contacto.',
  'The site is briefly unavailable. Please try again in a minute.': 'El sitio no está disponible por un momento. Inténtelo de nuevo en un minuto.',
  'Something went wrong on our side. Please try again.': 'Algo salió mal de nuestro lado. Inténtelo de nuevo.',
  'To send your answers about walking, memory or insulin, please tick the box that lets us keep them, or leave those questions blank. Nothing was sent yet.':
    'Para enviar sus respuestas sobre la movilidad, la memoria o la insulina, marque la casilla que nos permite guardarlas, o deje esas preguntas en blanco. Todavía no se envió nada.',
};

/** A field the server refused, by the field's name at the start of its message ("Email must be a valid email address"). */
const FIELDS: Array<[string, string]> = [
  ['First name', 'Revise su nombre: es obligatorio y puede tener hasta 100 caracteres.'],
  ['Last name', 'Revise su apellido: es obligatorio y puede tener hasta 100 caracteres.'],
  ['Email', 'Escriba un correo electrónico válido, por ejemplo nombre@ejemplo.com.'],
  ['Phone', 'Escriba un número de teléfono válido, por ejemplo (360) 555-0100.'],
  ['Service type', 'Elija el motivo de su mensaje.'],
  ['Message', 'Revise su mensaje: es obligatorio y puede tener hasta 5,000 caracteres.'],
  ['Relationship', 'Revise su relación con el futuro residente: puede tener hasta 100 caracteres.'],
  ['How did you hear about us', CHOOSE_FROM_LIST],
  ['Move-in timeframe', CHOOSE_FROM_LIST],
  ['Payment source', CHOOSE_FROM_LIST],
  ['Walking', CHOOSE_FROM_LIST],
  ['Memory', CHOOSE_FROM_LIST],
  ['Insulin', CHOOSE_FROM_LIST],
  ['Preferred visit times', 'Revise los días preferidos para la visita: elija hasta tres fechas válidas.'],
  ['Health data consent', 'Marque la casilla para enviar sus respuestas sobre la movilidad, la memoria o la insulina.'],
];

/** The open tour times and the server's messages in Spanish (tour-words.ts). */
const es: TourWords = {
  slots: {
    legend: 'Elija un horario para la visita',
    hint: 'Los horarios están en nuestra hora local. Elija un día y luego una hora para reservarla, o déjelos en blanco y le llamaremos para buscar un horario.',
    day: 'Día',
  },
  server: (message) => SERVER[message] ?? FIELDS.find(([field]) => message.startsWith(`${field} `))?.[1] ?? FAILED,
};

export default es;
