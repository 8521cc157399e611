import { describe, expect, it } from 'vitest';
import type { Settings } from '@afh/contract/records';
import { composeFamilyEmail, familyPath } from '../src/api/tour/family-email';

/**
 * Issue 47: the words of the emails to a family (api/tour/family-words.ts) follow the language of
 * their request: Spanish for a request sent from an /es/ page, English for English and for a
 * language the site has no interface text in. The emails as sent are in tours-email.test.ts.
 */
const settings = { business_name: 'Evergreen Haven', phone: '3605550100', address: '12 Cedar Lane, Olympia, WA', timezone: 'America/Los_Angeles' } as Settings;
const tour = { id: 7, start: '2026-12-03T18:00:00.000Z', email: 'lucia@example.org', first_name: 'Lucía' };
const zone = 'America/Los_Angeles';
const dateIn = (locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: zone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(tour.start));

describe('the emails to a family, in their language', () => {
  it('a reminder in Spanish: formal, the date written for es-US, the Spanish page', () => {
    const manageUrl = `https://home.example.org${familyPath('es', '/tour?token=abc')}`;
    expect(manageUrl).toBe('https://home.example.org/es/tour?token=abc');
    const email = composeFamilyEmail({ kind: 'reminder', tour, settings, manageUrl, language: 'es' });
    expect(email.subject).toBe(`Recordatorio: su visita a Evergreen Haven, ${dateIn('es-US')}`);
    expect(email.text).toBe(
      [
        'Hola, Lucía:',
        '',
        `Le recordamos su visita a Evergreen Haven el ${dateIn('es-US')}.`,
        'Estamos en 12 Cedar Lane, Olympia, WA.',
        '',
        'Para cambiarla o cancelarla: https://home.example.org/es/tour?token=abc',
        '',
        'Será un gusto conocerle.',
      ].join('\n'),
    );
    expect(dateIn('es-US')).toMatch(/^jueves, 3 de diciembre de 2026/);
  });

  it('moved and cancelled by the family, in Spanish, with the phone when there is no link', () => {
    const moved = composeFamilyEmail({ kind: 'moved', tour, settings, calendar: 'BEGIN:VCALENDAR', language: 'es' });
    expect(moved.subject).toBe(`Su visita a Evergreen Haven se cambió al ${dateIn('es-US')}`);
    expect(moved.text).toContain('El archivo de calendario adjunto actualiza el que usted agregó. Si necesita cambiarla, llámenos al 3605550100.');
    const cancelled = composeFamilyEmail({ kind: 'cancelled by family', tour, settings, calendar: 'BEGIN:VCALENDAR', language: 'es' });
    expect(cancelled.subject).toBe('Su visita a Evergreen Haven está cancelada');
    expect(cancelled.text).toContain('está cancelada, como usted lo pidió.');
    const byHome = composeFamilyEmail({ kind: 'cancelled', tour, settings: { ...settings, phone: '', business_name: '' }, language: 'es' });
    expect(byHome.text).toBe(`Hola, Lucía:\n\nLo sentimos: su visita a nuestro hogar del ${dateIn('es-US')} fue cancelada. Por favor, comuníquese con nosotros para elegir otra hora.`);
  });

  it('English for English, for a request from before (no language), and for a language without interface text', () => {
    for (const language of ['en', undefined, null, 'vi', 'xx']) {
      const email = composeFamilyEmail({ kind: 'reminder', tour, settings, manageUrl: null, language });
      expect(email.subject).toBe(`Reminder: your tour of Evergreen Haven, ${dateIn('en-US')}`);
      expect(email.text).toBe(
        ['Hello Lucía,', '', `This is a reminder of your tour of Evergreen Haven on ${dateIn('en-US')}.`, 'We are at 12 Cedar Lane, Olympia, WA.', '', 'If you need to change it, please call us at 3605550100.', '', 'We look forward to meeting you.'].join('\n'),
      );
      expect(familyPath(language, '/tour?token=abc')).toBe('/tour?token=abc');
    }
  });
});
