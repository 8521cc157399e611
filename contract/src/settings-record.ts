import type { HeroFocus, PaymentType, TourHours } from './rules';

/** The site's settings (one record), as settings/read.php answers them; records.ts exports it with the other records. The tour hours are rules.ts's. */
export type Settings = TourHours & {
  business_name: string;
  address: string;
  phone: string;
  email: string;
  emergency_contact: string;
  company_description: string;
  mission_statement: string;
  vision_statement: string;
  value_compassion: string;
  value_excellence: string;
  value_respect: string;
  value_integrity: string;
  residents_count: number | null;
  care_availability: string;
  family_satisfaction: string;
  daily_meals: number | null;
  /** Washington State DSHS license number; '' when not set (the footer line is then hidden). */
  license_number: string;
  licensee_name: string;
  /** A site-wide banner, shown when switched on and not empty. */
  availability_notice: string;
  availability_notice_enabled: boolean;
  /** The state's public lookup of the license and its inspections (https); the default when never set. */
  license_lookup_url: string;
  /** Costs & Payment: whole dollars a month (null: not given), what is included, the payment types accepted, a note. */
  price_from: number | null;
  price_to: number | null;
  price_includes: string[];
  payment_types: PaymentType[];
  pricing_note: string;
  /** The home's own words on admitting Medicaid residents and keeping those who move to Medicaid (RCW 70.128.280, issue 46); '' when not said. */
  medicaid_policy: string;
  /** The Disclosure of Services (DSHS 10-508) as an uploaded PDF, `/uploads/<file>.pdf`; '' when not online. */
  disclosure_url: string;
  /** The hero's slides 1-3 (issue 33): the owner's photo as an image reference ('' = the drawn picture) and its alt text. */
  hero_image_1: string;
  hero_alt_1: string;
  hero_image_2: string;
  hero_alt_2: string;
  hero_image_3: string;
  hero_alt_3: string;
  /** Which part of each hero photo a phone keeps in view (issue 44); '' the middle. */
  hero_focus_1: HeroFocus | '';
  hero_focus_2: HeroFocus | '';
  hero_focus_3: HeroFocus | '';
  updated_at?: string | null;
};
