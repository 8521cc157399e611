import { INTERFACE_LANGUAGES, isLanguage, type Language } from '@afh/contract/languages';

/**
 * The words of the emails to a family about their tour (notify.ts), in each language the site has
 * interface text in (issue 47): English, and Spanish for a request sent from an /es/ page, written
 * with the formal "usted". A request in a language without interface text gets the English ones,
 * as its pages keep the English interface. Times are formatted by `Intl` in the language's locale
 * and the home's time zone.
 */
export type FamilyWords = {
  locale: string;
  /** How a home without a name is called. */
  ourHome: string;
  hello: (name: string) => string;
  /** ' If you need to change it, please call us at …' (with its leading space). */
  call: (phone: string) => string;
  /** ' To change or cancel it: …' (with its leading space). */
  change: (url: string) => string;
  weAreAt: (address: string) => string;
  booked: { subject: (home: string, when: string) => string; body: (home: string, when: string) => string; calendar: (url: string) => string; wrote: string };
  reminder: { subject: (home: string, when: string) => string; body: (home: string, when: string) => string; closing: string };
  moved: { subject: (home: string, when: string) => string; body: (home: string, when: string) => string };
  cancelledByFamily: { subject: (home: string) => string; body: (home: string, when: string) => string };
  cancelled: { subject: (home: string) => string; body: (home: string, when: string) => string; contactUs: string };
};

const ENGLISH: FamilyWords = {
  locale: 'en-US',
  ourHome: 'our home',
  hello: (name) => `Hello ${name},`,
  call: (phone) => ` If you need to change it, please call us at ${phone}.`,
  change: (url) => ` To change or cancel it: ${url}`,
  weAreAt: (address) => `We are at ${address}.`,
  booked: {
    subject: (home, when) => `Your tour of ${home}: ${when}`,
    body: (home, when) => `Your tour of ${home} is booked for ${when}.`,
    calendar: (url) => `Add it to your calendar: ${url}`,
    wrote: 'What you wrote to us:',
  },
  reminder: {
    subject: (home, when) => `Reminder: your tour of ${home}, ${when}`,
    body: (home, when) => `This is a reminder of your tour of ${home} on ${when}.`,
    closing: 'We look forward to meeting you.',
  },
  moved: {
    subject: (home, when) => `Your tour of ${home} is moved to ${when}`,
    body: (home, when) => `Your tour of ${home} is now on ${when}. The calendar file attached updates the one you added.`,
  },
  cancelledByFamily: {
    subject: (home) => `Your tour of ${home} is cancelled`,
    body: (home, when) => `Your tour of ${home} on ${when} is cancelled, as you asked. The calendar file attached removes it from your calendar.`,
  },
  cancelled: {
    subject: (home) => `Your tour of ${home} is cancelled`,
    body: (home, when) => `We are sorry: your tour of ${home} on ${when} is cancelled.`,
    contactUs: ' Please contact us to choose another time.',
  },
};

// "el jueves, 3 de diciembre de 2026, 10:00 a. m. PST": Intl's es-US dates read after "el" and "del".
const SPANISH: FamilyWords = {
  locale: 'es-US',
  ourHome: 'nuestro hogar',
  hello: (name) => `Hola, ${name}:`,
  call: (phone) => ` Si necesita cambiarla, llámenos al ${phone}.`,
  change: (url) => ` Para cambiarla o cancelarla: ${url}`,
  weAreAt: (address) => `Estamos en ${address}.`,
  booked: {
    subject: (home, when) => `Su visita a ${home}: ${when}`,
    body: (home, when) => `Su visita a ${home} está reservada para el ${when}.`,
    calendar: (url) => `Agréguela a su calendario: ${url}`,
    wrote: 'Lo que usted nos escribió:',
  },
  reminder: {
    subject: (home, when) => `Recordatorio: su visita a ${home}, ${when}`,
    body: (home, when) => `Le recordamos su visita a ${home} el ${when}.`,
    closing: 'Será un gusto conocerle.',
  },
  moved: {
    subject: (home, when) => `Su visita a ${home} se cambió al ${when}`,
    body: (home, when) => `Su visita a ${home} ahora es el ${when}. El archivo de calendario adjunto actualiza el que usted agregó.`,
  },
  cancelledByFamily: {
    subject: (home) => `Su visita a ${home} está cancelada`,
    body: (home, when) => `Su visita a ${home} del ${when} está cancelada, como usted lo pidió. El archivo de calendario adjunto la quita de su calendario.`,
  },
  cancelled: {
    subject: (home) => `Su visita a ${home} está cancelada`,
    body: (home, when) => `Lo sentimos: su visita a ${home} del ${when} fue cancelada.`,
    contactUs: ' Por favor, comuníquese con nosotros para elegir otra hora.',
  },
};

const WORDS: Partial<Record<Language, FamilyWords>> = { en: ENGLISH, es: SPANISH };

/**
 * The language a family's emails are written in: the request's (as stored: anything else is
 * English) when the site has interface text in it, else English.
 */
export const mailLanguage = (language: unknown): Language =>
  isLanguage(language) && language !== 'en' && (INTERFACE_LANGUAGES as readonly string[]).includes(language) && WORDS[language] ? language : 'en';

export const familyWords = (language: unknown): FamilyWords => WORDS[mailLanguage(language)] ?? ENGLISH;
