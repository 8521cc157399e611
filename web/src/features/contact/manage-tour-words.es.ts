import type { ManageTourWords } from './manage-tour-words';

/** A family's own tour page in Spanish (manage-tour-words.ts): formal (usted), like the family's emails. */
const es: ManageTourWords = {
  title: 'Su visita',
  subtitle: 'Cambie o cancele su visita a nuestro hogar.',
  invalid: 'Este enlace de su visita ya no es válido. Llámenos para coordinar una visita.',
  questions: '¿Tiene preguntas? Llámenos al ',
  back: 'Volver a nuestro sitio web',
  loading: 'Cargando su visita...',
  loadError: 'No pudimos cargar su visita.',
  tryAgain: 'Intentar de nuevo',
  tourOn: (home) => `Su visita a ${home} es el `,
  confirmed: 'Ya la confirmamos: esperamos conocerle pronto.',
  toConfirm: 'Le llamaremos o le escribiremos para confirmarla.',
  cancelledOn: (home) => `Su visita a ${home} del `,
  isCancelled: ' está cancelada.',
  moved: (when) => `Su visita se cambió al ${when}.`,
  cancelledDone: 'Su visita está cancelada. El horario queda libre para otra familia.',
  network: 'No pudimos comunicarnos con el sitio. Revise su conexión e inténtelo de nuevo: su visita sigue igual.',
  failed: 'Algo salió mal de nuestro lado: su visita sigue igual. Inténtelo de nuevo o llámenos.',
  bookAnother: 'Reservar otra visita',
  cancelTitle: 'Cancelar esta visita',
  cancelButton: 'Cancelar esta visita',
  moveTitle: 'Elija otro horario',
  move: 'Cambiar mi visita',
  moving: 'Cambiando...',
  noneOpen: 'Por ahora no hay otros horarios disponibles en línea.',
  cancelQuestionLabel: '¿Cancelar su visita?',
  cancelQuestion: (when) => `¿Cancelar su visita del ${when}? El horario quedará libre para otras familias.`,
  keep: 'Conservar mi visita',
  yesCancel: 'Sí, cancelar la visita',
  cancelling: 'Cancelando...',
};

export default es;
