import type { IntroWords } from './intro-words';

/** The trust line and the introduction in Spanish (intro-words.ts). */
const es: IntroWords = {
  trustLabel: 'Por qué confían en nosotros las familias',
  trust: ['Con licencia y seguro', 'De propiedad familiar', 'Muy bien valorados'],
  aboutEyebrow: 'Quiénes somos',
  aboutTitle: 'Un cuidado que se siente como en casa',
  aboutFallback:
    'Somos un hogar familiar para adultos con licencia, de propiedad familiar, que cuida a un máximo de seis residentes en un hogar cálido y real. Nuestros cuidadores acompañan a los residentes a toda hora, para que a cada persona se le conozca, se le escuche y se le cuide como de la familia.',
  aboutMore: 'Conozca más sobre nosotros',
  numbersLabel: 'Nuestro hogar en cifras',
  residents: 'Residentes',
  experienceLabel: 'Experiencia',
  experience: 'Más de 15 años',
  careAvailability: 'Disponibilidad de atención',
  familySatisfaction: 'Satisfacción de las familias',
};

export default es;
