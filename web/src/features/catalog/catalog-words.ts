import { defineWords } from '../site/words';

/** The words of /services, /programs and their detail pages (issue 47). Spanish: catalog-words.es.ts. */
const en = {
  services: {
    title: 'Our Services',
    subtitle: 'Personal, medical and everyday care in a warm family home, day and night.',
    crumb: 'Services',
    back: 'Back to Services',
    eyebrow: 'What We Offer',
    heading: 'Care Shaped Around Each Resident',
    intro:
      'With only a few residents, our caregivers have time for everyone. Each service is part of one personal care plan, agreed with the resident and their family.',
    loading: 'Loading services...',
    loadError: (network: boolean): string => (network ? 'Network error while loading services' : 'Failed to load services'),
    empty: 'No services available at the moment.',
    listTitle: "What's Included",
    call: (phone: string) => `Call ${phone}`,
    notFound: 'Service not found',
    loadingOne: 'Loading service...',
    loadOneError: (network: boolean): string => (network ? 'Network error while loading service' : 'Failed to load service'),
    missing: 'We could not find this service. It may have been renamed or is no longer offered.',
  },
  programs: {
    title: 'Our Programs',
    subtitle: 'Activities that bring purpose, friendship and joy to every day.',
    crumb: 'Programs',
    back: 'Back to Programs',
    eyebrow: 'Something for Everyone',
    heading: 'Programs for Body, Mind and Spirit',
    intro:
      'Every day brings something to look forward to. Residents join in as much or as little as they like, and we adapt each activity to their abilities.',
    loading: 'Loading programs...',
    loadError: (network: boolean): string => (network ? 'Network error while loading programs' : 'Failed to load programs'),
    empty: 'No programs available at the moment.',
    listTitle: 'Activities',
    call: (_phone: string) => 'Call Now',
    notFound: 'Program not found',
    loadingOne: 'Loading program...',
    loadOneError: (network: boolean): string => (network ? 'Network error while loading program' : 'Failed to load program'),
    missing: 'We could not find this program. It may have been renamed or is no longer offered.',
  },
  learnMore: 'Learn More',
  learnMoreAbout: (title: string) => ` about ${title}`,
  about: (title: string) => `About ${title}`,
  moreAbout: (title: string) => `More about ${title}`,
  scheduleTour: 'Schedule Tour',
  why: {
    title: 'Why Families Choose Us',
    licensed: 'Licensed & Insured',
    licensedDetail: 'A state-licensed adult family home.',
    care: (availability: string) => `${availability} Care`,
    careDetail: 'Caregivers on hand day and night.',
    family: 'Family-Owned',
    familyDetail: (residents: number) => `Just ${residents} residents, cared for like family.`,
  },
  contact: { title: 'Contact Information', phone: 'Phone', emergency: 'Emergency Contact', email: 'Email', address: 'Address' },
  benefits: { title: 'Program Benefits', mind: 'Mental stimulation', body: 'Physical activity', social: 'Social interaction', creative: 'Creative expression' },
  schedule: {
    title: 'Schedule Information',
    frequency: 'Frequency',
    daily: 'Daily',
    duration: 'Duration',
    hours: '1-2 hours',
    group: 'Group Size',
    small: 'Small groups',
  },
  matter: {
    eyebrow: 'More Than Activities',
    title: 'Why Our Programs Matter',
    intro: 'Staying engaged is part of staying well. Our programs are planned around each resident’s interests and abilities.',
    reasons: [
      { title: 'A Sharper Mind', text: 'Games, reading and conversation keep memory and attention active.' },
      { title: 'A Stronger Body', text: 'Gentle daily movement supports balance, strength and a good night’s sleep.' },
      { title: 'Real Friendships', text: 'Shared meals and small groups mean no one spends the day alone.' },
      { title: 'Joy and Purpose', text: 'Creating, helping and celebrating give every day something to look forward to.' },
    ],
  },
  day: {
    eyebrow: 'A Typical Day',
    title: 'Daily Schedule',
    intro: 'A gentle, familiar rhythm, with room for rest, visits and each resident’s own routines.',
    periods: [
      { title: 'Morning', activities: ['Breakfast together', 'Gentle stretching and chair exercises', 'Puzzles, reading and memory games'] },
      { title: 'Afternoon', activities: ['Home-cooked lunch', 'Arts, crafts and music', 'Garden time and assisted walks'] },
      { title: 'Evening', activities: ['Family-style dinner', 'Movies, cards and conversation', 'A calm wind-down before bed'] },
    ],
  },
  visit: {
    title: 'Come and See Our Home',
    text: (days: string) => `Visit us, meet our caregivers and residents, and ask every question you have. Tours are available ${days}.`,
    tour: 'Schedule a Tour',
    call: (phone: string) => `Call ${phone}`,
  },
};

export type CatalogWords = typeof en;
export const catalogWords = defineWords('catalog', en, { es: () => import('./catalog-words.es') });
