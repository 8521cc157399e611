import calendar from '../site/calendar-words.es';
import type { ContactWords } from './contact-words';

const FAILED = 'Lo sentimos, no pudimos enviar su mensaje. Inténtelo de nuevo o llámenos.';

/** The words of the contact page and its form in Spanish (contact-words.ts): US Spanish, formal (usted). */
const es: ContactWords = {
  days: calendar.days,
  page: {
    title: 'Contáctenos',
    subtitle: 'Estamos aquí para usted y su familia, todos los días. Escríbanos con cualquier pregunta o para programar una visita.',
    crumb: 'Contáctenos',
  },
  section: {
    eyebrow: 'Contáctenos',
    title: 'Hablemos',
    intro: '¿Tiene preguntas sobre la atención, una habitación o una visita? Llámenos o envíenos un mensaje, y le responderemos en menos de 2 horas.',
  },
  details: {
    title: 'Información de contacto',
    address: 'Dirección',
    directions: 'Cómo llegar',
    newTab: ' (se abre en una pestaña nueva)',
    mainPhone: 'Teléfono principal',
    emergencyPhone: 'Teléfono de emergencia',
    email: 'Correo electrónico',
    hours: 'Horario',
    care: 'Atención disponible ',
    licensed: 'Hogar familiar para adultos con licencia',
    tours: 'Visitas: ',
  },
  form: {
    messageTitle: 'Envíenos un mensaje',
    tourTitle: 'Programe una visita',
    note: 'Todos los campos son obligatorios. Le respondemos en menos de 2 horas.',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    topic: '¿En qué podemos ayudarle?',
    message: 'Mensaje',
    messageHint: 'Por favor, no incluya información médica; hablaremos de la atención en persona.',
    heardFrom: '¿Cómo supo de nosotros? (opcional)',
    heardFromNone: 'Elija una opción, si lo desea',
    send: 'Enviar mensaje',
    sending: 'Enviando...',
    privacy: 'Usamos sus datos solo para responderle. Lea nuestra ',
    privacyPolicy: 'Política de privacidad',
    and: ' y nuestra',
    healthPolicy: 'Política de datos de salud del consumidor',
  },
  serviceTypes: {
    'Schedule a Tour': 'Programar una visita',
    'General Information': 'Información general',
    'Pricing & Insurance': 'Costos y seguros',
    'Medical Questions': 'Preguntas médicas',
    Other: 'Otro',
  },
  heardFromChoices: {
    Google: 'Google',
    'Hospital or social worker': 'Un hospital o un trabajador social',
    'Placement agency': 'Una agencia de colocación',
    'Friend or family': 'Un amigo o un familiar',
    Other: 'Otro',
  },
  errors: {
    missing: {
      firstName: 'Por favor, escriba su nombre.',
      lastName: 'Por favor, escriba su apellido.',
      email: 'Por favor, escriba su correo electrónico.',
      phone: 'Por favor, escriba su número de teléfono.',
      serviceType: 'Por favor, elija el motivo de su mensaje.',
      message: 'Por favor, escriba su mensaje.',
    },
    email: 'Por favor, escriba un correo electrónico válido, por ejemplo nombre@ejemplo.com.',
    consent:
      'Marque esta casilla para enviar sus respuestas sobre la movilidad, la memoria o la insulina, o vuelva a poner esas preguntas en "Elija una opción". Sus respuestas siguen aquí.',
    network: 'Ocurrió un error. Revise su conexión e inténtelo de nuevo.',
    failed: FAILED,
  },
  outcome: {
    sent: () => '¡Gracias por escribirnos! Le responderemos en menos de 2 horas.',
    nextSteps: 'Alguien de nuestra familia le llamará o le escribirá. Si es algo urgente, llámenos al',
  },
  recap: {
    preferred: 'Los días que usted pidió:',
    preferredTime: (day, part) => (part ? `${day}, por la ${part}` : day),
    parts: { morning: 'mañana', afternoon: 'tarde' },
    booked: 'Su visita está reservada para el ',
    addToCalendar: 'Agregar al calendario',
    change: 'Cambiar o cancelar esta visita',
  },
  tour: {
    legend: 'Sobre su visita (opcional)',
    relationship: 'Su relación con el futuro residente',
    relationshipHint: 'Por ejemplo: hija, hijo, esposo o esposa, amigo.',
    moveIn: '¿Cuándo podría mudarse?',
    payment: '¿Cómo se pagaría la atención?',
    chooseOptional: 'Elija una opción (opcional)',
    moveInChoices: { 'Within a month': 'En menos de un mes', '1-3 months': 'En 1 a 3 meses', 'Just exploring': 'Solo estamos buscando información' },
    paymentChoices: {
      'Private pay': 'Pago privado',
      'Medicaid (COPES / Community First Choice)': 'Medicaid (COPES / Community First Choice)',
      'Long-term care insurance': 'Seguro de cuidado a largo plazo',
      'VA benefits': 'Beneficios de Asuntos de Veteranos (VA)',
      Other: 'Otra',
      'Not sure': 'Todavía no lo sé',
    },
  },
  careNeeds: {
    legend: 'Sobre el cuidado de su ser querido (opcional)',
    questions: { mobility: '¿Cómo se desplaza?', memory: '¿Hay alguna preocupación sobre su memoria?', insulin: '¿Usa insulina?' },
    choices: {
      mobility: {
        'Walks alone': 'Camina sin ayuda',
        'Walks with help': 'Camina con ayuda',
        'Uses a wheelchair': 'Usa silla de ruedas',
        'Two-person transfer': 'Necesita a dos personas para moverse',
      },
      memory: { 'No concerns': 'Ninguna', 'Some concerns': 'Algunas', 'Dementia diagnosis': 'Tiene diagnóstico de demencia' },
      insulin: { Yes: 'Sí', No: 'No' },
    },
    consent:
      'Acepto que el hogar guarde mis respuestas sobre la movilidad, la memoria y la insulina junto con esta solicitud, solo para saber si puede cuidar a mi ser querido. Se borran junto con la solicitud. Puedo pedir que se borren en cualquier momento.',
    consentHint: 'Solo es necesario si responde las tres preguntas de arriba. Lea nuestra ',
  },
  visitTimes: {
    legend: 'Días preferidos para la visita',
    hint: 'Hasta tres días que le convengan. Le llamaremos para confirmar.',
    choices: ['Primera opción', 'Segunda opción', 'Tercera opción'],
    date: 'Fecha',
    timeOfDay: 'Momento del día',
    parts: { morning: 'Mañana', afternoon: 'Tarde' },
  },
  chosen: {
    yourTour: 'Su visita: ',
    nextTimes: 'Los próximos horarios disponibles',
    nextTimesLabel: 'Los próximos horarios disponibles:',
  },
  banner: {
    title: '¿Listo para programar una visita?',
    text: 'Venga a conocer nuestro hogar y a nuestros cuidadores, y haga todas las preguntas que tenga. Ofrecemos visitas ',
    schedule: 'Programe una visita',
    call: 'Llame al ',
  },
};

export default es;
