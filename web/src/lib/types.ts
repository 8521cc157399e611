/** The records of the JSON API (docs/api.md), as the site receives them. */

export type ItemStatus = 'active' | 'inactive';

export type Service = {
  id: number;
  title: string;
  description: string;
  icon_name: string | null;
  image_url: string;
  features: string[];
  status: ItemStatus;
  featured: boolean;
  created_at: string;
  updated_at: string;
};

export type Program = Omit<Service, 'icon_name' | 'features'> & { activities: string[] };

export type FaqCategory = 'general' | 'services' | 'pricing' | 'facilities';

export type Faq = {
  id: number;
  question: string;
  answer: string;
  category: FaqCategory;
  status: ItemStatus;
  order_index: number;
  created_at: string;
  updated_at: string;
};

export type Settings = {
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
  updated_at?: string | null;
};

export type Role = 'user' | 'staff' | 'admin';
export type UserStatus = 'pending' | 'approved' | 'disapproved';

export type User = {
  id: number;
  name: string;
  email: string;
  phone: string;
  role: Role;
  status: UserStatus;
  created_at: string;
  updated_at?: string;
};
