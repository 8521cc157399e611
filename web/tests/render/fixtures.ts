import type { Faq, Program, Service, Settings, TeamMember } from '@afh/contract/records';
import { defaultTourHours } from '@afh/contract/rules';
import type { PublicReplies, SiteAddress } from '@afh/contract/site';

/**
 * The public replies a page is drawn from are the contract's (@afh/contract/site), made of its
 * records (@afh/contract/records), as the CMS hands them to the renderer: a field the API adds,
 * renames or drops fails the typecheck here as it does in the CMS.
 */
export type { PublicReplies };

/** Where the site is served in these tests: a public address of its own, listed by search engines. */
export const SITE: SiteAddress = { url: 'https://www.cedar-grove-afh.example', indexing: true };

/** A home whose settings differ from the app's defaults, so that a page showing the defaults fails. */
export const SETTINGS: Settings = {
  business_name: 'Cedar Grove Adult Family Home',
  address: '1428 Maple Grove Lane, Sequim, WA 98382',
  phone: '3605550199',
  email: 'hello@cedar-grove-afh.example',
  emergency_contact: '3605550100',
  company_description: 'A family-owned home on the Olympic Peninsula.',
  mission_statement: 'Care that feels like family.',
  vision_statement: '',
  value_compassion: '',
  value_excellence: '',
  value_respect: '',
  value_integrity: '',
  residents_count: 5,
  care_availability: '24/7',
  family_satisfaction: '98%',
  daily_meals: 3,
  license_number: '',
  licensee_name: '',
  availability_notice: '',
  availability_notice_enabled: false,
  license_lookup_url: 'https://fortress.wa.gov/dshs/adsaapps/lookup/AFHPubLookup.aspx',
  price_from: null,
  price_to: null,
  price_includes: ['Room and board', 'Personal care'],
  payment_types: ['Private pay'],
  pricing_note: '',
  medicaid_policy: '',
  payment_other: '',
  rooms_open: null,
  next_opening: '',
  ...defaultTourHours(),
  care_specialties: ['memory_care', 'diabetes', 'other'],
  care_other: 'Parkinson’s disease',
  languages: [],
  inspection_reports: [{ url: '/uploads/inspection-report_2025-04-02_0a1b2c3d4e.pdf', date: '2025-04-02' }],
  disclosure_url: '',
  hero_image_1: '',
  hero_alt_1: '',
  hero_image_2: '',
  hero_alt_2: '',
  hero_image_3: '',
  hero_alt_3: '',
  hero_focus_1: '',
  hero_focus_2: '',
  hero_focus_3: '',
  updated_at: '2026-01-10T09:00:00.000Z',
};

const service = (id: number, title: string, updated_at: string, fields: Partial<Service> = {}): Service => ({
  id,
  title,
  description: `${title}, every day of the year.`,
  icon_name: 'Heart',
  image_url: '',
  alt: '',
  features: ['Bathing and grooming'],
  status: 'active',
  featured: true,
  created_at: '2025-11-01T08:00:00.000Z',
  updated_at,
  ...fields,
});

const program = (id: number, title: string, updated_at: string, fields: Partial<Program> = {}): Program => ({
  id,
  title,
  description: `${title} for every resident who wishes it.`,
  image_url: '',
  alt: '',
  activities: ['Painting and drawing'],
  status: 'active',
  featured: true,
  created_at: '2025-11-01T08:00:00.000Z',
  updated_at,
  ...fields,
});

const faq = (id: number, question: string, answer: string, order_index: number): Faq => ({
  id,
  question,
  answer,
  category: 'general',
  status: 'active',
  order_index,
  created_at: '2025-11-01T08:00:00.000Z',
  updated_at: '2026-02-03T10:00:00.000Z',
});

export const SERVICES: Service[] = [
  service(1, 'Personal Care', '2026-02-01T12:00:00.000Z', { description: 'Respectful, unhurried help with the routines of every day.' }),
  service(2, 'Medical Care', '2026-03-15T08:30:00.000Z'),
];

export const PROGRAMS: Program[] = [
  program(7, 'Creative Arts', '2026-01-20T16:00:00.000Z'),
  program(8, 'Social Events', '2026-04-02T11:00:00.000Z'),
];

/** In the order the API answers them (order_index), which is not the order of their ids. */
export const FAQS: Faq[] = [
  faq(12, 'What is an adult family home?', 'A licensed home that cares for up to six residents.', 1),
  faq(3, 'Can we visit before deciding?', 'Of course: tours are available every day.', 2),
];

/** A team member as team/read.php answers one, with any field given instead. */
export const teamMember = (id: number, name: string, fields: Partial<TeamMember> = {}): TeamMember => ({
  id,
  name,
  role: 'Caregiver',
  credentials: ['HCA'],
  languages: ['English'],
  photo_url: '',
  photo_srcset: '',
  alt: '',
  bio: '',
  order_index: id,
  ...fields,
});

/** The public replies of a site with this content, with any part given instead. */
export const replies = (content: { services?: Service[]; programs?: Program[]; faqs?: Faq[]; settings?: Partial<Settings>; team?: TeamMember[] } = {}): PublicReplies => ({
  services: { records: content.services ?? SERVICES },
  programs: { records: content.programs ?? PROGRAMS },
  faqs: { success: true, data: content.faqs ?? FAQS },
  settings: { success: true, data: { ...SETTINGS, ...content.settings } },
  gallery: { records: [{ id: 1, image_url: 'living-room.jpg', alt: 'The living room', caption: 'Our living room', order_index: 1 }] },
  team: { records: content.team ?? [] },
  testimonials: { records: [{ id: 1, name: 'Anna', relationship: 'daughter of a resident', quote: 'Mum is at home here.', date: '2025-10' }] },
});
