import { EXPERIENCE } from '../site/defaults';
import { defineWords } from '../site/words';

/** The About page's words (issue 47). Spanish: about-words.es.ts. Settings texts come first where the page shows them. */
const en = {
  title: 'About Us',
  subtitle: 'A licensed, family-owned home where every resident is cared for like family.',
  crumb: 'About Us',
  /** Stand in when a settings field is empty, so the page never shows a blank card (spec section 1). */
  fallback: {
    description:
      'We are a licensed, family-owned adult family home caring for up to six residents in a warm, real home. Our caregivers are with residents around the clock, so every person is known, heard and cared for like family.',
    mission:
      'To provide safe, compassionate and personal care in a true family home, so that every resident lives with dignity and every family has peace of mind.',
    vision:
      'A place where older adults and people with special needs live fully, with comfort, purpose and friendship, surrounded by people who know them well.',
  },
  intro: {
    eyebrow: 'Who We Are',
    welcome: (name: string) => `Welcome to ${name}`,
    small: (availability: string) =>
      `Because we are small, we get to know each resident well: their routines, favorite foods, stories and the little things that make a day good. Care is available ${availability}, and families are always welcome.`,
    trust: { licensed: 'Licensed & Insured', family: 'Family-Owned', rated: 'Highly Rated' },
    imageAlt: 'A table set for a family gathering in the garden of our home, under string lights',
  },
  purpose: {
    eyebrow: 'Our Purpose',
    title: 'What Guides Us Every Day',
    mission: 'Our Mission',
    vision: 'Our Vision',
    promise: 'Our Promise',
    promiseText:
      'You will always know how your loved one is doing. We keep families informed, welcome your visits and questions, and care for every resident the way we would want our own parents cared for.',
  },
  values: {
    eyebrow: 'Core Values',
    title: 'The Values Behind Our Care',
    intro: 'Four simple commitments shape how we care for residents and work with families.',
    value_compassion: { title: 'Compassion', fallback: 'We care for each resident with warmth, patience and kindness, as we would for our own parents.' },
    value_integrity: { title: 'Integrity', fallback: 'We are honest and open with residents and families, and we do what we say we will do.' },
    value_respect: { title: 'Respect', fallback: "We honor each person's dignity, privacy, choices and life story, and every voice in our home is heard." },
    value_excellence: { title: 'Excellence', fallback: 'We keep high standards in everything from medications to meals, and we never stop learning.' },
  },
  impact: {
    title: 'Our Home in Numbers',
    residents: { label: 'Residents', note: 'A small home, by design' },
    experience: { value: EXPERIENCE, label: 'Of experience', note: 'Caring for older adults' },
    availability: { label: 'Care availability', note: 'Every day of the year' },
    satisfaction: { label: 'Family satisfaction', note: 'From the families we serve' },
  },
  why: {
    eyebrow: 'Why Choose Us',
    title: 'Why Families Choose Our Home',
    intro: 'Choosing care for someone you love is one of the biggest decisions a family makes. Here is what sets our home apart.',
    small: { title: 'Small and personal', text: (residents: number | null) => `With no more than ${residents} residents, every person gets real attention and is known by name.` },
    clock: {
      title: 'Care around the clock',
      text: (availability: string) => `Trained caregivers are in the home ${availability}, so help is always close at hand, day and night.`,
    },
    licensed: { title: 'Licensed and insured', text: 'We are a licensed adult family home, regulated and inspected by Washington State, and fully insured.' },
    family: { title: 'Family-owned', text: 'Our home is run by a family, not a chain. Decisions are made here, by people who know your loved one.' },
    meals: {
      title: 'Home-cooked meals',
      text: (meals: number) => `${meals} nourishing meals a day, cooked in our kitchen and suited to each resident's diet and tastes.`,
    },
    welcome: { title: 'Families always welcome', text: 'Visit whenever you like, join us for a meal, and expect a reply to every message within 2 hours.' },
  },
  record: {
    eyebrow: 'Licensed by Washington State',
    title: 'State Record',
    intro:
      'Adult family homes in Washington are licensed and inspected by the Department of Social and Health Services (DSHS). You can check our record yourself.',
    license: (number: string, licensee: string) => `DSHS license #${number}${licensee ? `, held by ${licensee}` : ''}. `,
    check: 'Check the license with the state',
    locator: 'DSHS Adult Family Home Locator',
    locatorText: ': every licensed home in Washington, with its inspections and enforcement letters.',
    reportsTitle: 'Inspection reports',
    reportsText: "The reports of the state's inspections of our home in the last three years, newest first.",
    reportsLabel: 'Inspection reports',
    /** A report's link; `day` is the date as English writes it ("March 4, 2025"), `date` its parts (null if it is not a day). */
    report: (day: string, _date: { year: string; month: number; day: number } | null) => `Inspection report, ${day} (PDF)`,
  },
  cta: {
    title: 'Come Meet Our Family',
    text: (days: string) =>
      `The best way to get to know us is to visit. Call or email us with any question, or to arrange a tour. Tours are available ${days}.`,
    call: 'Call',
    email: 'Email Us',
    message: 'Send a Message',
    writeTo: 'Or write to us at',
  },
};

export type AboutWords = typeof en;
export const aboutWords = defineWords('about', en, { es: () => import('./about-words.es') });
