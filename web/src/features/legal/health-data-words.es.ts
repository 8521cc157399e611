import type { HealthDataWords } from './health-data-words';
import { monthIn } from './legal-text';

/** The consumer health data privacy policy in Spanish (health-data-words.ts): the English governs (legal-words.es.ts says so on the page). */
const es: HealthDataWords = {
  title: 'Política de privacidad de datos de salud del consumidor',
  subtitle: 'Qué hacemos con la información de salud que usted comparte con nosotros, y cómo verla o eliminarla.',
  crumb: 'Política de privacidad de datos de salud del consumidor',
  stamp: (month) => `Vigente desde: ${monthIn('es-US', month)}`,
  intro: [
    'La Ley My Health My Data del estado de Washington (RCW 19.373) le da derechos sobre la información acerca de su salud. Esta política explica qué información de salud recopila ',
    { detail: 'business' },
    ' a través de este sitio web, por qué, quién la ve, y cómo puede usted verla, eliminarla o retirar su consentimiento. Complementa nuestra Política de privacidad, que cubre todo lo demás que hacemos.',
  ],
  sections: {
    'health-data-we-collect': {
      title: 'Datos de salud que recopilamos',
      body: [
        {
          p: 'Los “datos de salud del consumidor” son información sobre la salud física o mental de una persona, o que muestra que alguien está buscando atención. A través de este sitio web recopilamos solo lo que usted decide enviarnos:',
        },
        {
          list: [
            [
              { strong: 'Lo que usted escribe en nuestro formulario de contacto y de solicitud de visita' },
              ': su nombre y apellido, su dirección de correo electrónico y su número de teléfono, el motivo de su mensaje (por ejemplo, una visita) y su mensaje. Para una visita, también puede decirnos, si lo desea, qué relación tiene con el futuro residente, cuándo podría mudarse, cómo se pagaría la atención (por ejemplo, con Medicaid) y los días que le convienen para la visita. Un mensaje puede mencionar la salud o las necesidades de cuidado de un ser querido, por eso tratamos cada mensaje y cada respuesta sobre la visita como datos de salud.',
            ],
            [
              { strong: 'Las preguntas breves sobre el cuidado en el formulario de visita' },
              ', todas opcionales: cómo se desplaza su ser querido (camina solo, camina con ayuda, usa silla de ruedas o necesita a dos personas para trasladarse), si hay alguna preocupación de memoria (ninguna, alguna o un diagnóstico de demencia) y si usa insulina. Guardamos estas respuestas solo si usted marca la casilla que lo permite, que está separada de todo lo demás del formulario; junto con ellas guardamos la hora en que la marcó y las palabras que usted aceptó. Solo las personas de nuestro hogar que responden a las consultas las ven, en las páginas de oficina de nuestro sitio web: el correo que nos enviamos a nosotros mismos solo dice que hay respuestas para leer, y las respuestas se eliminan junto con su solicitud.',
            ],
            [{ strong: 'Lo que usted nos cuenta cuando nos llama o nos escribe' }, ' sobre una posible mudanza a nuestro hogar.'],
            [
              { strong: 'Los datos de las cuentas de nuestro personal' },
              ' que inicia sesión para administrar este sitio web: su nombre, su dirección de correo electrónico y su número de teléfono. Estas cuentas no contienen información de salud.',
            ],
          ],
        },
        {
          p: 'Recopilamos esta información solo de usted. No compramos información sobre nadie, y este sitio web no usa cookies de publicidad ni de seguimiento. Por favor, no incluya detalles médicos en el formulario; hablaremos del cuidado en persona.',
        },
      ],
    },
    'why-we-collect-it': {
      title: 'Por qué los recopilamos',
      body: [
        { p: 'Usamos lo que usted nos envía solo para:' },
        {
          list: [
            'responder a su pregunta;',
            'organizar una visita a nuestro hogar;',
            'hablar con usted sobre el cuidado que necesita su ser querido, y sobre si nuestro hogar es adecuado para él o ella.',
          ],
        },
        { p: 'Nunca lo usamos para publicidad, ni para nada que usted no nos haya pedido.' },
      ],
    },
    'who-we-share-it-with': {
      title: 'Con quién los compartimos',
      body: [
        {
          p: [
            'Su mensaje se queda en ',
            { detail: 'business' },
            ': solo lo leen las personas de nuestro hogar que responden a las consultas. No lo compartimos con nadie más, con una excepción:',
          ],
        },
        {
          list: [
            [
              { strong: 'Nuestro proveedor de correo electrónico.' },
              ' Cuando nuestro hogar tiene activados los avisos por correo electrónico, recibimos una copia de su mensaje por correo, así que nuestro proveedor de correo la transmite por nosotros. Solo puede usarla para entregar nuestro correo.',
            ],
          ],
        },
        { p: 'Compartiríamos su información con cualquier otra persona solo con su consentimiento, o cuando la ley lo exija (por ejemplo, una orden judicial).' },
      ],
    },
    'how-long-we-keep-it': {
      title: 'Cuánto tiempo los guardamos',
      body: [
        {
          p: 'Guardamos su mensaje mientras estamos en contacto con usted. Una vez cerrada su solicitud, se elimina automáticamente después de un año, o antes si usted nos pide que lo eliminemos.',
        },
      ],
    },
    'we-never-sell-it': {
      title: 'Nunca vendemos sus datos de salud',
      body: [{ p: 'No vendemos, alquilamos ni intercambiamos datos de salud del consumidor, ni ninguna otra información personal, a nadie y a ningún precio.' }],
    },
    'see-or-delete-your-data': {
      title: 'Cómo ver o eliminar sus datos',
      body: [
        { p: 'Usted tiene derecho a:' },
        {
          list: [
            'preguntar si tenemos datos de salud sobre usted, y verlos (le daremos una copia);',
            'recibir la lista de todas las personas con quienes los hemos compartido;',
            'pedirnos que los eliminemos. También haremos que se eliminen de las copias de nuestro proveedor de correo electrónico.',
          ],
        },
        {
          p: 'Para cualquiera de estas cosas, llámenos o escríbanos (vea “Comuníquese con nosotros” más abajo). Es posible que le hagamos una o dos preguntas para asegurarnos de que estamos hablando con usted. Es gratis, y nunca le trataremos de forma diferente por pedirlo.',
        },
        {
          p: [
            { strong: 'Respondemos en un plazo de 45 días.' },
            ' Si necesitamos más tiempo, le diremos por qué dentro de esos 45 días, y tardaremos como máximo 45 días más. Si no podemos hacer lo que usted pide, le diremos por qué, y usted puede apelar escribiéndonos; respondemos a una apelación en un plazo de 45 días. Si no está satisfecho con nuestra respuesta, puede comunicarse con la Oficina del Procurador General del estado de Washington en ',
            { link: 'https://www.atg.wa.gov/file-complaint', text: 'www.atg.wa.gov/file-complaint' },
            '.',
          ],
        },
      ],
    },
    'withdraw-your-consent': {
      title: 'Cómo retirar su consentimiento',
      body: [
        {
          p: 'Enviarnos el formulario es su consentimiento para que usemos lo que escribió para responderle; las respuestas a las preguntas sobre el cuidado necesitan la casilla aparte que usted marca para ellas. Puede retirar cualquiera de los dos consentimientos en cualquier momento: llámenos o escríbanos y díganoslo. Entonces dejaremos de usar su información y la eliminaremos, salvo que la ley nos obligue a conservarla (por ejemplo, los registros de cuidado de una persona que se ha convertido en residente de nuestro hogar, que describe nuestra Política de privacidad).',
        },
      ],
    },
    'contact-us': {
      title: 'Comuníquese con nosotros',
      body: [
        { p: 'Para cualquier pregunta sobre sus datos de salud, o para ejercer cualquiera de sus derechos, llámenos o escríbanos:' },
        { contact: 'Responsable de privacidad (Privacy Officer)' },
      ],
    },
  },
};

export default es;
