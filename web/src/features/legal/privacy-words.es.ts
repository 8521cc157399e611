import { monthIn } from './legal-text';
import type { PrivacyWords } from './privacy-words';

/** The privacy policy in Spanish (privacy-words.ts): the English governs (legal-words.es.ts says so on the page). */
const es: PrivacyWords = {
  title: 'Política de privacidad',
  subtitle: 'Cómo protegemos su información y la de su familia.',
  crumb: 'Política de privacidad',
  stamp: (month) => `Última actualización: ${monthIn('es-US', month)}`,
  intro: [
    { detail: 'business' },
    ' es un hogar familiar para adultos con licencia en el estado de Washington. Respetamos la privacidad de nuestros residentes, de sus familias y de todas las personas que visitan este sitio web. Esta política explica qué información recopilamos, cómo la usamos y la protegemos, y qué opciones tiene usted.',
  ],
  sections: {
    'information-we-collect': {
      title: 'Información que recopilamos',
      body: [
        { p: 'Recopilamos solo la información que necesitamos para responderle y para cuidar a nuestros residentes:' },
        {
          list: [
            [
              { strong: 'La información que usted nos da' },
              ', como su nombre, su dirección de correo electrónico, su número de teléfono y lo que nos cuenta en nuestro formulario de contacto, por teléfono, por correo electrónico o en persona.',
            ],
            [
              { strong: 'Información sobre los futuros residentes y los residentes actuales' },
              ', que recibimos durante las consultas, las evaluaciones y la admisión: historial de salud, diagnósticos, medicamentos, necesidades de cuidado, datos del médico y de la farmacia, contactos de emergencia, representantes legales, y datos del seguro y de pago.',
            ],
            [
              { strong: 'Información técnica básica' },
              ' que nuestro servidor web registra cuando usted visita este sitio, como su dirección IP, el tipo de navegador y las páginas que abre. La usamos solo para que el sitio funcione y sea seguro. El sitio usa solo las cookies que necesita para funcionar (por ejemplo, para que nuestro personal mantenga su sesión iniciada) y ninguna cookie de publicidad.',
            ],
          ],
        },
      ],
    },
    'how-we-use-it': {
      title: 'Cómo usamos su información',
      body: [
        {
          list: [
            'Para responder a sus preguntas y organizar visitas.',
            'Para evaluar si nuestro hogar puede atender las necesidades de cuidado de una persona.',
            'Para planificar, dar y coordinar la atención de cada residente con sus médicos, enfermeros, farmacia y otros proveedores.',
            'Para mantener informados a las familias y los representantes de los residentes.',
            'Para facturar nuestros servicios y procesar los pagos.',
            'Para cumplir con nuestras obligaciones de licencia, legales y de presentación de informes.',
            'Para mejorar nuestra atención, nuestros servicios y este sitio web.',
          ],
        },
      ],
    },
    sharing: {
      title: 'Cómo compartimos la información',
      body: [
        {
          p: 'Nunca vendemos, alquilamos ni intercambiamos su información personal. No la transferimos a nadie fuera de nuestro hogar sin su consentimiento, salvo cuando la ley lo exige o lo permite:',
        },
        {
          list: [
            'con los médicos, enfermeros, farmacias, hospitales y servicios de emergencia que participan en la atención de un residente;',
            'con el Departamento de Servicios Sociales y de Salud del estado de Washington (DSHS) y otras autoridades, por ejemplo durante las inspecciones de licencia o cuando la ley nos obliga a informar una preocupación;',
            'con los proveedores de servicios que nos ayudan a administrar nuestro hogar (como la facturación o el alojamiento del sitio web), que deben mantenerla confidencial;',
            'cuando lo exige la ley o una orden judicial, o cuando es necesario para proteger la salud y la seguridad de un residente o de otras personas.',
          ],
        },
      ],
    },
    'data-security': {
      title: 'Seguridad de los datos',
      body: [
        {
          p: 'Protegemos la información personal con medidas administrativas, físicas y técnicas. La información de salud se maneja conforme a la Ley de Portabilidad y Responsabilidad del Seguro Médico (HIPAA) y a las leyes del estado de Washington: los registros en papel se guardan bajo llave, los registros electrónicos están protegidos con contraseña, el acceso se limita al personal que lo necesita para su trabajo, y cada cuidador está capacitado para mantener confidencial la información de los residentes.',
        },
        {
          p: 'Ninguna forma de enviar información por internet es completamente segura. Por favor, no envíe información médica detallada por el formulario de nuestro sitio web; llámenos, y la recibiremos de usted de forma segura.',
        },
      ],
    },
    'medical-information': {
      title: 'Información médica',
      body: [
        {
          p: 'La información médica y de cuidado de los residentes es confidencial. La usamos para planificar y dar la atención, la compartimos solo con las personas que participan en esa atención o según lo permita la ley, y guardamos los registros de los residentes durante el tiempo que exigen las leyes del estado de Washington. Al momento de la admisión, los residentes y sus representantes reciben una explicación por escrito de cómo se usa la información de salud y de sus derechos.',
        },
      ],
    },
    'contact-information': {
      title: 'Información de contacto',
      body: [
        {
          p: 'Cuando usted nos da su dirección de correo electrónico o su número de teléfono, los usamos para responderle y, en el caso de las familias de los residentes, para mantenerle al tanto de su ser querido. No le agregamos a listas de mercadeo sin su permiso, y no compartimos sus datos de contacto con otras empresas para su propio uso.',
        },
      ],
    },
    'your-rights': {
      title: 'Sus derechos',
      body: [
        { p: 'Usted, o el representante autorizado de un residente, puede:' },
        {
          list: [
            [{ strong: 'Acceder' }, ' a la información personal que tenemos sobre usted y recibir una copia;'],
            [{ strong: 'Corregir' }, ' la información que esté equivocada o incompleta;'],
            [{ strong: 'Pedirnos que eliminemos' }, ' su información, salvo que la ley nos obligue a conservarla (por ejemplo, los registros de cuidado de los residentes);'],
            [
              { strong: 'Dejar de recibir algunas comunicaciones' },
              ', como boletines o invitaciones a eventos. Los mensajes sobre el cuidado, la seguridad o la facturación de un residente se seguirán enviando;',
            ],
            [
              { strong: 'Presentar una queja' },
              ' ante nosotros, ante el Departamento de Servicios Sociales y de Salud del estado de Washington o ante la Oficina de Derechos Civiles del Departamento de Salud y Servicios Humanos de los EE. UU. (',
              { link: 'https://www.hhs.gov/ocr', text: 'www.hhs.gov/ocr' },
              ') si cree que no se ha respetado su privacidad. Nunca trataremos a nadie de forma diferente por presentar una queja.',
            ],
          ],
        },
      ],
    },
    'privacy-officer': {
      title: 'Comuníquese con nuestro responsable de privacidad',
      body: [
        {
          p: 'Si tiene preguntas sobre esta política o desea ejercer cualquiera de sus derechos, comuníquese con nuestro responsable de privacidad. Responderemos a su solicitud en un plazo de 30 días.',
        },
        { contact: 'Responsable de privacidad (Privacy Officer)' },
      ],
    },
  },
};

export default es;
