import { describe, expect, it } from 'vitest';
import type { Settings } from '@afh/contract/records';
import { replies, SERVICES, teamMember } from './fixtures';
import { render } from './render';

/**
 * Issue 47: the home page in Spanish (`/es/`): the hero, the proof strip, the trust line and the
 * introduction, the house, the services and programs, the care the home gives, the team and the
 * words of families speak Spanish; the owner's texts still in English are marked with a note. The
 * English home page does not change.
 */
const SPANISH: Partial<Settings> = { languages: ['es'] };
const PROOF: Partial<Settings> = { price_from: 6500, license_number: '751234' };
/** React writes ' as &#x27; and & as &amp;. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

/** The interface's English words on the home page, each of which the Spanish page must not show. */
const ENGLISH = [
  'Licensed Adult Family Home',
  'Compassionate Care in a ',
  'Peace of Mind, Day and Night',
  'A Place That Feels Like Family',
  'Schedule a Tour',
  'Learn More',
  'View Our Home',
  'Previous slide',
  'Pause slideshow',
  'Scroll down',
  'aria-roledescription="carousel"',
  'aria-roledescription="slide"',
  'At a glance',
  'Meet the people who care for your loved one',
  'Washington State license',
  'a month',
  'Why families trust us',
  'Licensed & Insured',
  'Family-Owned',
  'Highly Rated',
  'Care That Feels Like Home',
  'Learn More About Us',
  'Our home in numbers',
  'Family Satisfaction',
  '15+ years',
  'A Real Home, Not a Facility',
  'See all the photos of our home',
  'What We Offer',
  'Our Services',
  'View All Services',
  'Daily Life',
  'Our Programs',
  'Previous programs',
  'The Care We Give',
  'Can We Care for Your Loved One?',
  'We care for people living with:',
  "Memory care (dementia, Alzheimer's)",
  'Diabetes and insulin',
  'Our Team',
  'Meet the whole team',
  'Speaks',
  'What Families Say',
  'October 2025',
  'Get Started',
];

const TEAM = [1, 2, 3, 4].map((id) => teamMember(id, `Member ${id}`, { role: 'Caregiver', languages: ['English', 'Spanish'] }));

const home = async (path: string, settings: Partial<Settings> = {}) => {
  const rendered = await render(path, { replies: { ...replies({ settings: { ...SPANISH, ...PROOF, ...settings }, team: TEAM }) } });
  expect(rendered.status).toBe(200);
  return { ...rendered, root: rendered.root ?? '' };
};

describe('the home page in Spanish', () => {
  it('speaks Spanish in every part', async () => {
    const { html: document, root } = await home('/es/');
    expect(document).toMatch(/<html lang="es"/);
    for (const text of [
      'Hogar familiar para adultos con licencia',
      'hogar de verdad</span>',
      'Programe una visita',
      'Llame al (360) 555-0199',
      'aria-roledescription="carrusel"',
      'De un vistazo',
      'Desde $6,500 al mes',
      'Licencia del estado de Washington n.º 751234',
      'Por qué confían en nosotros las familias',
      'Un cuidado que se siente como en casa',
      'Más de 15 años',
      'Un hogar de verdad, no una institución',
      'Nuestros servicios',
      'Ver todos los servicios',
      '¿Podemos cuidar a su ser querido?',
      'Cuidado de la memoria (demencia, alzhéimer)',
      'Nuestro equipo',
      'Conozca a todo el equipo',
      'Lo que dicen las familias',
      'octubre de 2025',
      'Comenzar',
    ])
      expect(root).toContain(html(text));
    // The contact section and the health data notice have their own tests (languages-contact, languages-legal).
    const mine = root.slice(0, root.indexOf('data-deferred="contact"'));
    for (const text of ENGLISH) expect(mine, text).not.toContain(html(text));
  });

  it('marks the owner’s texts still in English, with a note', async () => {
    const { root } = await home('/es/', { untranslated: ['company_description', 'care_other'] });
    expect(root).toMatch(/<p [^>]*lang="en"[^>]*>A family-owned home on the Olympic Peninsula\.<\/p>/);
    expect(root).toMatch(/<li [^>]*lang="en"[^>]*><span>Parkinson’s disease<\/span><\/li>/);
    expect(root).toContain('Esta sección aún no está traducida');
  });

  it('marks a service still in English on its card, with a note', async () => {
    const rendered = await render('/es/', {
      replies: replies({ settings: SPANISH, services: SERVICES.slice(0, 1).map((service) => ({ ...service, untranslated: ['title', 'description'] })) }),
    });
    expect(rendered.root).toMatch(/<h3 lang="en"[^>]*>.*Personal Care/);
    expect(rendered.root).toContain('Esta sección aún no está traducida');
  });

  it('is unchanged in English', async () => {
    const { html: document, root } = await render('/', { replies: replies({ settings: { ...SPANISH, ...PROOF }, team: TEAM }) });
    expect(document).toMatch(/<html lang="en"/);
    for (const text of ['Licensed Adult Family Home', 'Real Home</span>', 'Schedule a Tour', 'Call (360) 555-0199', 'From $6,500 a month', 'Washington State license #751234', 'Why families trust us', 'Care That Feels Like Home', '15+ years', 'A Real Home, Not a Facility', 'View All Services', 'Can We Care for Your Loved One?', 'Our Team', 'Speaks English, Spanish', 'October 2025', 'Get Started'])
      expect(root, text).toContain(html(text));
    expect(root).not.toContain('lang="en"');
    expect(root).not.toContain('Esta sección aún no está traducida');
  });
});
