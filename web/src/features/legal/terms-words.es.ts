import { monthIn } from './legal-text';
import type { TermsWords } from './terms-words';

/** The terms in Spanish (terms-words.ts): the English governs (legal-words.es.ts says so on the page). */
const es: TermsWords = {
  title: 'Términos del servicio',
  subtitle: 'Lo básico sobre cómo funciona la atención en nuestro hogar.',
  crumb: 'Términos del servicio',
  stamp: (month) => `Vigente desde: ${monthIn('es-US', month)}`,
  intro: [
    'Estos términos describen las condiciones básicas de la atención en ',
    { detail: 'business' },
    ' y del uso de este sitio web. El contrato de admisión firmado y el plan de cuidado de cada residente establecen todos los detalles; si difieren de estos términos, se aplican los documentos firmados.',
  ],
  sections: {
    'enrollment-and-admission': {
      title: 'Inscripción y admisión',
      body: [
        {
          p: 'La admisión depende de que haya una habitación disponible y de que podamos atender de forma segura las necesidades de cuidado del residente. Antes de que un residente se mude, necesitamos:',
        },
        {
          list: [
            [{ strong: 'Una evaluación de salud hecha por un médico' }, ', que describa la salud, los diagnósticos y las necesidades de cuidado del residente;'],
            [
              { strong: 'Una lista completa de medicamentos' },
              ' con las órdenes del médico que los receta, y una autorización por escrito para que nuestros cuidadores ayuden con los medicamentos o los administren;',
            ],
            [{ strong: 'Contactos de emergencia' }, ': familiares o representantes a quienes podamos localizar en cualquier momento, y el médico del residente;'],
            [
              { strong: 'Un plan de cuidado firmado' },
              ', acordado con el residente y su familia o representante, que describa la atención que daremos y cómo la daremos.',
            ],
          ],
        },
      ],
    },
    payment: {
      title: 'Pago',
      body: [
        {
          p: 'La atención se factura mensualmente, y el pago se hace por adelantado, en la fecha indicada en el contrato de admisión. Las tarifas dependen del nivel de cuidado que necesita cada residente y se entregan por escrito antes de la admisión. Avisamos por escrito y con anticipación de cualquier cambio en las tarifas, como lo exigen las leyes del estado de Washington.',
        },
        {
          p: 'Si un pago se retrasa, nos comunicaremos con usted para llegar a un acuerdo. Un pago atrasado o no realizado puede llevar a una interrupción de los servicios; cualquier medida de ese tipo se toma solo con el aviso por escrito que exige la ley, y nunca de una manera que ponga en riesgo a un residente.',
        },
      ],
    },
    'operating-hours': {
      title: 'Horario de atención',
      body: [
        { p: [{ strong: 'El cuidado nunca se detiene:' }, ' hay cuidadores en nuestro hogar y en servicio ', { detail: 'careHours' }, ', todos los días del año.'] },
        {
          p: [
            { strong: 'Nuestra oficina' },
            ' está abierta ',
            { strong: 'de lunes a viernes, de 7:00 a. m. a 6:00 p. m.' },
            ', para admisiones, facturación, trámites y reuniones sobre el plan de cuidado. Fuera del horario de oficina, puede comunicarse igualmente con los cuidadores de turno al ',
            { detail: 'phone' },
            '. Ofrecemos visitas ',
            { detail: 'tourDays' },
            ', con cita previa.',
          ],
        },
      ],
    },
    'health-and-safety': {
      title: 'Salud y seguridad',
      body: [
        {
          p: 'Seguimos las normas de licencia del Departamento de Servicios Sociales y de Salud del estado de Washington, incluidas las del manejo de medicamentos, el control de infecciones, la seguridad contra incendios y la planificación para emergencias. Para ayudarnos a mantener a todos seguros, pedimos a los residentes y a sus familias que:',
        },
        {
          list: [
            'nos avisen pronto de cualquier cambio en la salud, los medicamentos, los médicos o las necesidades de cuidado;',
            'entreguen a nuestro personal todos los medicamentos, incluidos los de venta libre, en lugar de guardarlos en las habitaciones;',
            'pospongan las visitas cuando no se sientan bien, para proteger a los residentes de infecciones;',
            'sigan nuestros procedimientos de seguridad y de emergencia durante las visitas.',
          ],
        },
        {
          p: 'En una emergencia médica, primero llamamos al 911 y luego avisamos lo antes posible al médico del residente y a su familia o representante.',
        },
      ],
    },
    'limitation-of-liability': {
      title: 'Limitación de responsabilidad',
      body: [
        {
          p: 'Cuidamos mucho a los residentes y sus pertenencias. En la medida en que la ley lo permita, no somos responsables de la pérdida ni del daño de objetos de valor y pertenencias personales que no se hayan dejado bajo nuestra custodia por escrito; recomendamos asegurar los objetos de valor.',
        },
        {
          p: 'La información de este sitio web es general y no es un consejo médico. Nada en estos términos limita nuestra responsabilidad por nuestra propia negligencia, ni ningún derecho que un residente tenga según las leyes del estado de Washington.',
        },
      ],
    },
    termination: {
      title: 'Terminación',
      body: [
        {
          p: 'Un residente o su representante puede terminar el contrato avisando por escrito, como lo establece el contrato de admisión. Nosotros podemos terminar los servicios solo por los motivos y con el aviso por escrito que permiten las leyes del estado de Washington (por ejemplo, cuando ya no podemos atender de forma segura las necesidades de un residente, o por falta de pago), y ayudaremos al residente y a su familia a planificar una mudanza segura.',
        },
      ],
    },
    questions: {
      title: 'Preguntas',
      body: [
        { p: 'Con gusto le explicamos cualquier parte de estos términos antes de que usted firme cualquier documento. Comuníquese con nuestra oficina:' },
        { contact: 'Administración de la oficina (Office Administrator)' },
      ],
    },
  },
};

export default es;
