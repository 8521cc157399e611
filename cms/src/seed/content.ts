import type { ICON_NAMES } from '@afh/contract/choices';

/**
 * The content a fresh site starts with (DESIGN decision 6): the spec's default services and
 * programs (section 9), a dozen FAQs and the settings defaults. It is sample wording for the home's
 * owners to replace in the admin screens; the business facts follow spec section 1.
 */

export type SeedItem = { title: string; description: string; list: string[]; icon?: (typeof ICON_NAMES)[number]; featured: boolean; hue: number };

export const SERVICES: SeedItem[] = [
  {
    title: 'Personal Care',
    icon: 'Heart',
    featured: true,
    hue: 350,
    description:
      'Respectful, unhurried help with the routines of every day, at the pace each resident prefers. Our caregivers know every resident by name and by habit.',
    list: ['Bathing and grooming', 'Dressing and toileting assistance', 'Mobility and transfer support', 'Night-time checks and repositioning'],
  },
  {
    title: 'Medical Care',
    icon: 'Shield',
    featured: true,
    hue: 205,
    description:
      'Medication management and close coordination with physicians, nurses, pharmacies and home-health providers, with changes in health noticed early.',
    list: ['Medication administration and tracking', 'Coordination with doctors and nurse delegation', 'Vital signs and health monitoring', 'Appointment scheduling and escorts'],
  },
  {
    title: 'Nutrition',
    icon: 'Utensils',
    featured: true,
    hue: 30,
    description:
      'Home-cooked meals and snacks made in our own kitchen, planned around each resident’s tastes, cultural preferences and dietary needs.',
    list: ['Three meals and snacks daily', 'Diabetic, low-sodium and texture-modified diets', 'Hydration reminders', 'Family-style dining'],
  },
  {
    title: 'Activities',
    icon: 'Activity',
    featured: false,
    hue: 140,
    description:
      'A gentle rhythm of activities that keeps body and mind engaged: music, games, gardening, walks and visits from family and friends.',
    list: ['Daily group and one-on-one activities', 'Outdoor time in the garden', 'Music, crafts and reminiscence', 'Holiday and birthday celebrations'],
  },
  {
    title: 'Housekeeping',
    icon: 'Home',
    featured: false,
    hue: 180,
    description: 'A clean, safe and comfortable home: rooms tidied daily, laundry done with care, and common areas kept fresh and inviting.',
    list: ['Daily room tidying', 'Personal laundry service', 'Linen changes', 'Safety checks of rooms and equipment'],
  },
  {
    title: 'Respite Care',
    icon: 'Clock',
    featured: false,
    hue: 265,
    description:
      'Short stays that give family caregivers time to rest, travel or recover, while their loved one enjoys the full care and company of our home.',
    list: ['Stays from a few days to several weeks', 'The same care as our long-term residents', 'Smooth hand-over with family caregivers', 'Available on short notice when a room is free'],
  },
];

export const PROGRAMS: SeedItem[] = [
  {
    title: 'Cognitive Wellness',
    featured: true,
    hue: 220,
    description: 'Activities that keep the mind active and engaged, adapted for every stage of memory change, including dementia care.',
    list: ['Puzzles and word games', 'Memory and reminiscence sessions', 'Reading and discussion groups', 'Brain-training exercises'],
  },
  {
    title: 'Physical Activities',
    featured: true,
    hue: 120,
    description: 'Safe, gentle movement every day to maintain strength, balance and flexibility, guided by each resident’s abilities.',
    list: ['Chair exercises and stretching', 'Assisted walks', 'Balance and fall-prevention exercises', 'Gardening'],
  },
  {
    title: 'Creative Arts',
    featured: true,
    hue: 300,
    description: 'Painting, crafts and music that give every resident a way to express themselves and take pride in what they make.',
    list: ['Painting and drawing', 'Seasonal crafts', 'Music and sing-alongs', 'Card making for family'],
  },
  {
    title: 'Social Events',
    featured: false,
    hue: 15,
    description: 'Shared meals, celebrations and visits that keep residents connected to each other, to their families and to the community.',
    list: ['Birthday and holiday parties', 'Family visit days', 'Movie afternoons', 'Community and pet visits'],
  },
  {
    title: 'Life Skills',
    featured: false,
    hue: 45,
    description: 'Everyday tasks that keep residents independent and purposeful, supported as much or as little as each one needs.',
    list: ['Simple cooking and baking', 'Folding laundry and tidying', 'Plant care', 'Managing daily routines'],
  },
  {
    title: 'Spiritual Care',
    featured: false,
    hue: 250,
    description: 'Quiet reflection and faith practices for residents who wish them, respecting every tradition and belief.',
    list: ['Devotional reading and prayer', 'Visits from faith leaders', 'Hymns and spiritual music', 'Quiet reflection time'],
  },
];

export type SeedFaq = { question: string; answer: string; category: 'general' | 'services' | 'pricing' | 'facilities' };

export const FAQS: SeedFaq[] = [
  {
    category: 'general',
    question: 'What is an adult family home?',
    answer:
      'An adult family home is a licensed residential home that cares for up to six residents in a family setting. Residents get personal care, supervision and a room of their own in a real house rather than a large facility.',
  },
  {
    category: 'general',
    question: 'Is your home licensed?',
    answer:
      'Yes. We are a licensed adult family home regulated by the Washington State Department of Social and Health Services (DSHS), and we are fully insured.',
  },
  {
    category: 'general',
    question: 'Can we visit before deciding?',
    answer: 'Of course. Tours are available every day. Call us or use the contact form to choose a time, and we will reply within 2 hours.',
  },
  {
    category: 'services',
    question: 'What kind of care do you provide?',
    answer:
      'We help with bathing, dressing, toileting, mobility, meals and medications, and we coordinate with doctors and nurses. Care is available 24 hours a day, 7 days a week.',
  },
  {
    category: 'services',
    question: 'Do you care for residents with dementia?',
    answer:
      'Yes. Our caregivers are trained in dementia care, and our small, calm home and daily routines help residents with memory changes feel safe and at ease.',
  },
  {
    category: 'services',
    question: 'Do you offer short-term respite stays?',
    answer: 'Yes. When a room is available we welcome respite guests for a few days or several weeks, with the same care as our long-term residents.',
  },
  {
    category: 'pricing',
    question: 'How much does care cost?',
    answer:
      'The monthly rate depends on the level of care each resident needs. After a free assessment we give you a clear written rate with no hidden fees.',
  },
  {
    category: 'pricing',
    question: 'Do you accept Medicaid?',
    answer:
      'We accept private pay and long-term care insurance, and we can tell you during your tour whether we currently have a Medicaid (COPES) bed available.',
  },
  {
    category: 'pricing',
    question: 'Is payment due in advance?',
    answer: 'Yes. Care is billed monthly in advance. We will walk you through the agreement and answer every question before admission.',
  },
  {
    category: 'facilities',
    question: 'What are the rooms like?',
    answer: 'Residents have comfortable private rooms that they are welcome to furnish with their own belongings, photos and keepsakes.',
  },
  {
    category: 'facilities',
    question: 'Is the home accessible for wheelchairs?',
    answer: 'Yes. The home is on one level with wide doorways, grab bars and an accessible bathroom, and our garden paths are wheelchair friendly.',
  },
  {
    category: 'facilities',
    question: 'Can families visit at any time?',
    answer: 'Families are always welcome. We only ask that late-evening visits are quiet so that other residents can rest.',
  },
];

export const SETTINGS = {
  businessName: 'Evergreen Haven Adult Family Home',
  address: '1428 Maple Grove Lane, Sequim, WA 98382',
  phone: '3605550142',
  email: 'care@evergreenhaven.example',
  emergencyContact: '3605550199',
  companyDescription:
    'Evergreen Haven is a licensed, family-owned adult family home caring for up to six residents in a warm, real home. Our caregivers are with residents around the clock, so every person is known, heard and cared for like family.',
  missionStatement: 'To give every resident safe, dignified and loving care in a true home, and to give their families peace of mind.',
  visionStatement: 'A home where older adults and people with special needs live fully, with comfort, purpose and friendship every day.',
  valueCompassion: 'We care for each resident with warmth, patience and kindness, as we would for our own parents.',
  valueExcellence: 'We keep high standards in everything from medications to meals, and we keep learning.',
  valueRespect: 'We respect every resident as family: residents and their families are part of ours, and every voice is heard.',
  valueIntegrity: 'We act with integrity and put safety first: trained caregivers, careful routines and honest communication.',
  residentsCount: 6,
  careAvailability: '24/7',
  familySatisfaction: '100%',
  dailyMeals: 3,
};
