import calendar from '../site/calendar-words.es';
import type { AboutWords } from './about-words';

/** The About page's words in Spanish (about-words.ts). */
const es: AboutWords = {
  title: 'Quiénes somos',
  subtitle: 'Un hogar familiar con licencia, donde cada residente recibe el cuidado de una familia.',
  crumb: 'Quiénes somos',
  fallback: {
    description:
      'Somos un hogar familiar para adultos con licencia, propiedad de una familia, donde cuidamos hasta seis residentes en un hogar cálido y de verdad. Nuestros cuidadores acompañan a los residentes a toda hora, para que cada persona sea conocida, escuchada y cuidada como parte de la familia.',
    mission:
      'Brindar una atención segura, compasiva y personal en un verdadero hogar familiar, para que cada residente viva con dignidad y cada familia tenga tranquilidad.',
    vision:
      'Un lugar donde los adultos mayores y las personas con necesidades especiales vivan plenamente, con comodidad, propósito y amistad, rodeados de personas que los conocen bien.',
  },
  intro: {
    eyebrow: 'Quiénes somos',
    welcome: (name) => `Bienvenido a ${name}`,
    small: (availability) =>
      `Como somos un hogar pequeño, llegamos a conocer bien a cada residente: sus rutinas, sus comidas favoritas, sus historias y los pequeños detalles que hacen un buen día. La atención está disponible ${availability}, y las familias siempre son bienvenidas.`,
    trust: { licensed: 'Con licencia y seguro', family: 'Propiedad de una familia', rated: 'Muy bien calificado' },
    imageAlt: 'Una mesa puesta para una reunión familiar en el jardín de nuestro hogar, bajo guirnaldas de luces',
  },
  purpose: {
    eyebrow: 'Nuestro propósito',
    title: 'Lo que nos guía cada día',
    mission: 'Nuestra misión',
    vision: 'Nuestra visión',
    promise: 'Nuestra promesa',
    promiseText:
      'Usted siempre sabrá cómo está su ser querido. Mantenemos informadas a las familias, recibimos con gusto sus visitas y preguntas, y cuidamos a cada residente como quisiéramos que cuidaran a nuestros propios padres.',
  },
  values: {
    eyebrow: 'Valores fundamentales',
    title: 'Los valores detrás de nuestro cuidado',
    intro: 'Cuatro compromisos sencillos guían la manera en que cuidamos a los residentes y trabajamos con las familias.',
    value_compassion: { title: 'Compasión', fallback: 'Cuidamos a cada residente con calidez, paciencia y bondad, como lo haríamos con nuestros propios padres.' },
    value_integrity: { title: 'Integridad', fallback: 'Somos honestos y transparentes con los residentes y sus familias, y cumplimos lo que decimos.' },
    value_respect: { title: 'Respeto', fallback: 'Honramos la dignidad, la privacidad, las decisiones y la historia de vida de cada persona, y en nuestro hogar se escuchan todas las voces.' },
    value_excellence: { title: 'Excelencia', fallback: 'Mantenemos altos estándares en todo, desde los medicamentos hasta las comidas, y nunca dejamos de aprender.' },
  },
  impact: {
    title: 'Nuestro hogar en números',
    residents: { label: 'Residentes', note: 'Un hogar pequeño, a propósito' },
    experience: { value: 'Más de 15 años', label: 'De experiencia', note: 'Cuidando a adultos mayores' },
    availability: { label: 'Disponibilidad de atención', note: 'Todos los días del año' },
    satisfaction: { label: 'Satisfacción de las familias', note: 'De las familias a las que servimos' },
  },
  why: {
    eyebrow: 'Por qué elegirnos',
    title: 'Por qué las familias eligen nuestro hogar',
    intro: 'Elegir atención para un ser querido es una de las decisiones más importantes que toma una familia. Esto es lo que distingue a nuestro hogar.',
    small: { title: 'Pequeño y personal', text: (residents) => `Con no más de ${residents} residentes, cada persona recibe atención de verdad y todos la conocen por su nombre.` },
    clock: {
      title: 'Atención a toda hora',
      text: (availability) => `Hay cuidadores capacitados en el hogar ${availability}, para que la ayuda esté siempre cerca, de día y de noche.`,
    },
    licensed: { title: 'Con licencia y seguro', text: 'Somos un hogar familiar para adultos con licencia, regulado e inspeccionado por el estado de Washington, y totalmente asegurado.' },
    family: { title: 'Propiedad de una familia', text: 'Nuestro hogar lo dirige una familia, no una cadena. Las decisiones se toman aquí, por personas que conocen a su ser querido.' },
    meals: {
      title: 'Comida casera',
      text: (meals) => `${meals} comidas nutritivas al día, preparadas en nuestra cocina y adaptadas a la dieta y los gustos de cada residente.`,
    },
    welcome: { title: 'Las familias siempre son bienvenidas', text: 'Visítenos cuando quiera, acompáñenos a comer y cuente con una respuesta a cada mensaje en menos de 2 horas.' },
  },
  record: {
    eyebrow: 'Con licencia del estado de Washington',
    title: 'Registro estatal',
    intro:
      'En Washington, los hogares familiares para adultos reciben su licencia y son inspeccionados por el Departamento de Servicios Sociales y de Salud (DSHS). Usted mismo puede consultar nuestro registro.',
    license: (number, licensee) => `Licencia del DSHS n.º ${number}${licensee ? `, a nombre de ${licensee}` : ''}. `,
    check: 'Verifique la licencia con el estado',
    locator: 'Localizador de hogares familiares para adultos del DSHS',
    locatorText: ': todos los hogares con licencia en Washington, con sus inspecciones y cartas de medidas correctivas.',
    reportsTitle: 'Informes de inspección',
    reportsText: 'Los informes de las inspecciones del estado a nuestro hogar en los últimos tres años, del más reciente al más antiguo.',
    reportsLabel: 'Informes de inspección',
    report: (day, date) => {
      const month = date ? calendar.months?.[date.month - 1] : undefined;
      return `Informe de inspección del ${date && month ? `${date.day} de ${month} de ${date.year}` : day} (PDF)`;
    },
  },
  cta: {
    title: 'Venga a conocer a nuestra familia',
    text: (days) =>
      `La mejor manera de conocernos es visitarnos. Llámenos o escríbanos con cualquier pregunta o para programar una visita. Ofrecemos visitas ${days}.`,
    call: 'Llamar al',
    email: 'Envíenos un correo',
    message: 'Envíenos un mensaje',
    writeTo: 'O escríbanos a',
  },
};

export default es;
