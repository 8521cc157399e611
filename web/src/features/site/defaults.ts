import { DEFAULT_LICENSE_LOOKUP_URL, defaultTourHours } from '@afh/contract/rules';
import type { Settings } from '../../lib/types';

/** The home's main number when settings cannot be read (spec section 7: "Telephone links open with a default number"). */
export const DEFAULT_PHONE = '3605550142';

/**
 * What the site shows when settings are missing or fail to load (spec sections 2, 8 and 9):
 * the failure is only logged and these stand in.
 */
export const DEFAULT_SETTINGS: Settings = {
  business_name: 'Evergreen Haven Adult Family Home',
  address: 'Sequim, Washington',
  phone: DEFAULT_PHONE,
  email: '',
  emergency_contact: DEFAULT_PHONE,
  company_description: '',
  mission_statement: '',
  vision_statement: '',
  value_compassion: '',
  value_excellence: '',
  value_respect: '',
  value_integrity: '',
  residents_count: 6,
  care_availability: '24/7',
  family_satisfaction: '100%',
  daily_meals: 3,
  license_number: '',
  licensee_name: '',
  // Issue 46: nothing said about rooms until the owner says it.
  rooms_open: null,
  next_opening: '',
  availability_notice: '',
  availability_notice_enabled: false,
  license_lookup_url: DEFAULT_LICENSE_LOOKUP_URL,
  price_from: null,
  price_to: null,
  price_includes: [],
  payment_types: [],
  payment_other: '',
  pricing_note: '',
  medicaid_policy: '',
  // Issue 46: no care listed and no inspection reports until the owner says them.
  care_specialties: [],
  care_other: '',
  languages: [],
  inspection_reports: [],
  // Tour hours (issue 33): no tour days until the owner sets them, so the form asks for preferred times.
  ...defaultTourHours(),
  // The Disclosure of Services PDF: none until the owner uploads one (Settings).
  disclosure_url: '',
  // The hero's photos (issue 33): the drawn pictures until the owner sets photos (Settings).
  hero_image_1: '',
  hero_alt_1: '',
  hero_image_2: '',
  hero_alt_2: '',
  hero_image_3: '',
  hero_alt_3: '',
  hero_focus_1: '',
  hero_focus_2: '',
  hero_focus_3: '',
};

/** Fixed facts (spec sections 1 and 9). */
export const EXPERIENCE = '15+ years';
export const REPLY_TIME = 'within 2 hours';

/** Default menu items when none load (spec section 9). */
export const DEFAULT_MENU_SERVICES = ['Personal Care', 'Medical Care', 'Nutrition', 'Activities', 'Housekeeping', 'Respite Care'];
export const DEFAULT_MENU_PROGRAMS = ['Cognitive Wellness', 'Physical Activities', 'Creative Arts', 'Social Events', 'Life Skills', 'Spiritual Care'];
