import { camelName, SETTING_FIELDS, SETTING_NAMES } from '@afh/contract/setting-fields';
import { ADDED, IMAGE, TRANSLATIONS, UPDATED, type TypeLayout } from './layout-parts';

/**
 * The console's labels and hints for the site settings (one record; see layout.ts): the cards'
 * settings as @afh/contract/setting-fields describes them, then the tour hours, the Disclosure of
 * Services and the hero's photos.
 */
export const SETTINGS_LAYOUT: TypeLayout = {
  fields: {
    ...Object.fromEntries(SETTING_NAMES.map((name) => [camelName(name), SETTING_FIELDS[name].console])),
    tourDays: { label: 'Tour days', description: 'The days tours are given, e.g. ["mon", "wed", "sat"]. Empty: families ask for preferred times instead.' },
    tourStart: { label: 'Tours from', description: 'The first tour of the day starts then, e.g. 10:00.' },
    tourEnd: { label: 'Tours until', description: 'The last tour ends by then, e.g. 16:00.' },
    tourLengthMinutes: { label: 'Tour length (minutes)', description: 'From 15 to 180.' },
    tourNoticeHours: { label: 'Booking notice (hours)', description: 'How soon a tour can be booked, from 0 to 168.' },
    tourHorizonDays: { label: 'Booking horizon (days)', description: 'How far ahead a tour can be booked, from 1 to 60.' },
    tourClosedDates: { label: 'Closed dates', description: 'Days without tours, e.g. ["2026-12-25"].' },
    timezone: { label: 'Time zone', description: "The home's time zone, e.g. America/Los_Angeles." },
    roomsCheckedAt: { label: 'Rooms last checked', description: 'When the rooms open or the next opening were last saved or confirmed in the site admin; Today asks again a month later.' },
    careChangedAt: { label: 'Care list changed', description: 'When the care list last changed in the site admin while the Disclosure of Services was not replaced since; the admin reminds you that DSHS must get an updated form.' },
    inspectionReports: { label: 'Inspection reports', description: 'Upload them in the site admin (Settings, State Record). Here a list of {"url": "/uploads/<file>.pdf", "date": "2025-03-04"}.' },
    disclosureUrl: { label: 'Disclosure of Services (PDF)', description: 'Upload it in the site admin (Settings). Here only /uploads/<file>.pdf, or empty to take it off the site.' },
    heroImage1: { ...IMAGE, label: 'Hero photo 1', description: 'The photo of home page slide 1 (empty: its drawing). Set it in the site admin (Settings, Hero Photos).' },
    heroAlt1: { label: 'Hero photo 1 alt text', description: 'What hero photo 1 shows, read aloud to visitors who cannot see it. Required with the photo.' },
    heroImage2: { ...IMAGE, label: 'Hero photo 2', description: 'The photo of home page slide 2 (empty: its drawing). Set it in the site admin (Settings, Hero Photos).' },
    heroAlt2: { label: 'Hero photo 2 alt text', description: 'What hero photo 2 shows, read aloud to visitors who cannot see it. Required with the photo.' },
    heroImage3: { ...IMAGE, label: 'Hero photo 3', description: 'The photo of home page slide 3 (empty: its drawing). Set it in the site admin (Settings, Hero Photos).' },
    heroAlt3: { label: 'Hero photo 3 alt text', description: 'What hero photo 3 shows, read aloud to visitors who cannot see it. Required with the photo.' },
    heroFocus1: { label: 'Hero photo 1 on phones', description: 'The part a phone keeps in view: left, center or right (empty: the middle).' },
    heroFocus2: { label: 'Hero photo 2 on phones', description: 'The part a phone keeps in view: left, center or right (empty: the middle).' },
    heroFocus3: { label: 'Hero photo 3 on phones', description: 'The part a phone keeps in view: left, center or right (empty: the middle).' },
    translations: { ...TRANSLATIONS, description: 'The texts and hero photo alt texts in other languages, by language code, e.g. {"es": {"mission_statement": "..."}}. Edit them in the site’s admin.' },
    createdAt: ADDED,
    updatedAt: UPDATED,
  },
  mainField: 'businessName',
};
