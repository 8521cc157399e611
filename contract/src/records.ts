import type { ActivityAction, ActivityActorKind, ActivityTarget, FaqCategory, InquiryStatus, ItemStatus, MoveInTimeframe, PaymentSource, Role, UserStatus, TourStatus } from './rules';
import type { TrashType } from './content-types';
import type { ClosedReason, HeardFrom } from './inquiry-words';
import type { InsulinNeed, MemoryNeed, MobilityNeed } from './care-needs';
import type { Language, Translations } from './languages';

/**
 * The records the JSON API answers with (docs/api.md), as its callers receive them. The CMS's
 * `toRecord` functions are typed with these, so the compiler keeps the server, the web app and the
 * tests on one shape.
 *
 * Issue 47: a public read asked `?locale=xx` answers each record with its translation over the
 * English (`untranslated` lists the translatable fields still in English); the admin's reads and
 * the create and update calls carry the record's `translations` (`{}` when none). Neither is there
 * otherwise.
 */

/**
 * What a record read in a language adds (issue 47): the translatable fields it shows in English;
 * a service's or program's also its `slug`, its English title's, the address its page keeps in
 * every language (a title in Vietnamese or Chinese has no slug of its own).
 */
export type Localized = { untranslated?: string[]; slug?: string };
/** What the admin reads of a record add (issue 47): its translations by language. */
export type Translated = { translations?: Translations };

export type Service = {
  id: number;
  title: string;
  description: string;
  icon_name: string | null;
  image_url: string;
  /** The image's words for those who cannot see it; '' when there is no image. */
  alt: string;
  features: string[];
  status: ItemStatus;
  featured: boolean;
  created_at: string;
  updated_at: string;
  /**
   * Only in a reply in another language (issue 47): the page's slug, its English title's, since
   * `title` there is the translation. A page has one address in every language (slugOf).
   */
  slug?: string;
} & Localized &
  Translated;

export type Program = Omit<Service, 'icon_name' | 'features'> & { activities: string[] };

/** A service or a program read through one type, as the tests and shared helpers do: services carry features and an icon, programs activities. */
export type CatalogRecord = Omit<Service, 'features' | 'icon_name'> & Partial<Pick<Service, 'features' | 'icon_name'> & Pick<Program, 'activities'>>;

export type Faq = {
  id: number;
  question: string;
  answer: string;
  category: FaqCategory;
  status: ItemStatus;
  order_index: number;
  created_at: string;
  updated_at: string;
} & Localized &
  Translated;

export type { Settings } from './settings-record';
export type User = {
  id: number;
  name: string;
  email: string;
  phone: string;
  role: Role;
  status: UserStatus;
  /** One of the home's owners (issue 41): above admin, not a value of `role`. */
  owner?: boolean;
  created_at: string;
  updated_at?: string;
  /**
   * Only on the signed-in person's own record (sign-in, verify_session, update_profile): their
   * password was generated or set by someone else, so the admin area welcomes them and asks for
   * their own name, email and password (issue 44).
   */
  welcome?: boolean;
};

/** A user as the admin's list shows it: whether a password is set, never the password. */
export type ListedUser = User & { has_password: boolean };

/** GET /inquiries/funnel.php (issue 45): the last `days` days of requests, by how the family heard of the home. */
export type FunnelCounts = { requests: number; tours: number; moved_in: number };
export type InquiryFunnel = {
  days: number;
  since: string;
  total: FunnelCounts;
  /** Each source with at least one request, in the form's order, then "Not said". */
  sources: Array<FunnelCounts & { source: string }>;
  /** From a request to its first answer (leaving New), rounded; null when none was answered. */
  median_first_answer_minutes: number | null;
  /** How many requests that median is of. */
  answered: number;
};

export type Inquiry = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** One of SERVICE_TYPES when sent through the contact form. */
  service_type: string;
  message: string;
  /** Its one stage (issue 45). */
  status: InquiryStatus;
  /** Why it was closed ('' when it is not, or no reason was given). */
  closed_reason: ClosedReason | '';
  notes: string;
  /** A tour request's details ('' / [] when not given or not a tour request). */
  relationship: string;
  move_in_timeframe: MoveInTimeframe | '';
  /** How the family heard of the home (issue 45), '' when not said. */
  heard_from: HeardFrom | '';
  payment_source: PaymentSource | '';
  /** Up to 3, each "YYYY-MM-DD morning" or "YYYY-MM-DD afternoon". */
  preferred_times: string[];
  /** The tour time the request booked (issue 45), an instant in UTC, with how it stands; null for none. */
  tour?: { start: string; status: TourStatus } | null;
  /**
   * The tour's pre-screen (issue 46), admins only: each answer '' when not given; `payment` is
   * `payment_source` again. Walking, memory and insulin are kept only with the consent below.
   */
  care_needs: { mobility: MobilityNeed | ''; memory: MemoryNeed | ''; insulin: InsulinNeed | ''; payment: PaymentSource | '' };
  /** The family's consent to keep those health answers: when (UTC) and the exact words they agreed to; null without answers. */
  health_data_consent: { at: string; text: string } | null;
  /** The language of the page it was sent from (issue 47): 'en' unless the family wrote from /es/... */
  language: Language;
  created_at: string;
  updated_at: string;
};

/**
 * The home in photos, its people and the words of families (issue 19). The public reads answer
 * only what a visitor may see (active photos and team members, approved words of families); the admin
 * reads add `status` / `approved` and the times.
 */
export type GalleryPhoto = { id: number; image_url: string; alt: string; caption: string; order_index: number } & Localized;
export type AdminGalleryPhoto = GalleryPhoto & { status: ItemStatus; created_at: string; updated_at: string } & Translated;

export type TeamMember = {
  id: number;
  name: string;
  /** What they do here: Owner, RN delegator, Caregiver. */
  role: string;
  /** HCA, NAR, CPR... */
  credentials: string[];
  languages: string[];
  /** '' when there is no photo; then `alt` is '' too. */
  photo_url: string;
  /**
   * The photo's sizes for `srcset` (public read only), from the media library's own formats and
   * the original, narrowest first: "/uploads/small_x.jpg 500w, /uploads/x.jpg 1200w". '' when
   * the photo is no upload of the library (an outside address, an older file) or there is none.
   */
  photo_srcset: string;
  alt: string;
  bio: string;
  order_index: number;
} & Localized;
/** The admin's record: no `photo_srcset` (the admin list shows the photo small, from `photo_url`). */
export type AdminTeamMember = Omit<TeamMember, 'photo_srcset'> & { status: ItemStatus; created_at: string; updated_at: string } & Translated;

export type Testimonial = {
  id: number;
  /** The family member's first name. */
  name: string;
  /** "daughter of a resident". */
  relationship: string;
  quote: string;
  /** The month and year it was said, "YYYY-MM". */
  date: string;
} & Localized;
export type AdminTestimonial = Testimonial & { approved: boolean; created_at: string; updated_at: string } & Translated;

/** The record of each public list read, by the key its reply is kept and carried in a page under (@afh/contract/site). */
export type PublicRecords = { services: Service; programs: Program; gallery: GalleryPhoto; team: TeamMember; testimonials: Testimonial };

export type { BookedTour, ManagedTour, Tour, TourSlot, TourSlotsReply } from './tour-records';

/** Every refusal: a 4xx or 5xx with a message a person can read (spec section 7). */
export type ErrorReply = { success: false; message: string };

/** One archive of the server's backups (GET /backups/read.php). */
export type BackupRecord = { file: string; created_at: string; size_bytes: number };

/** GET /backups/read.php: the archives newest first, when the last was taken and when the next runs (null: never / off). */
export type BackupList = { records: BackupRecord[]; last_backup_at: string | null; next_backup_at: string | null };

/**
 * GET /settings/email.php (admins only): the stored email settings, never the password, only
 * whether one is stored. `source` says what sends mail now: the environment's SMTP_* (which win),
 * these settings, or nothing.
 */
export type EmailSettings = {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  from: string;
  notify_email: string;
  password_set: boolean;
  source: 'settings' | 'environment' | 'off';
  /**
   * Whether mail sent with the server in use now gets through (issue 44): `untested` once its server
   * is saved, then `working` or `failing` after each test and each real send; `checked_at` is when,
   * `last_error` the last failure in plain words ('' while working).
   */
  status: EmailStatus;
  checked_at: string | null;
  last_error: string;
  /**
   * The site's address that links in emails (password reset, tour changes, approvals, new requests)
   * start with (issue 44): PUBLIC_URL when the server sets it (`site_url_source` 'environment'),
   * else the one stored here, first filled in from the browser's address when an admin saves
   * Settings or this card ('settings'); '' and 'none' while neither is known.
   */
  site_url: string;
  site_url_source: 'environment' | 'settings' | 'none';
};
export type EmailStatus = 'untested' | 'working' | 'failing';

/** GET /users/forgot_password.php: whether a reset link can be emailed, and if not, who can help. */
export type ForgotPasswordStatus = { success: true; email: boolean; message: string };

/**
 * POST /users/forgot_password.php: the same for every address. `email` says whether the site sends
 * email at all (SMTP set up); without it the message says to ask an administrator.
 */
export type ForgotPasswordReply = { success: true; message: string; email: boolean };

/**
 * One changed field of an activity entry, as text a person reads (lists joined by ", ", yes/no for
 * flags). A secret field (a password) says only that it changed: `secret` true, both values null.
 */
export type ActivityChange = {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
  secret?: true;
  /**
   * A picture: the label says what happened ('Photo added', 'Photo replaced', 'Photo removed'), both
   * values are null (no addresses as text), and these are the pictures' addresses, for thumbnails.
   */
  thumbnails?: { before: string | null; after: string | null };
};

/** One entry of the activity log (GET /activity/read.php), newest first. Entries are never changed. */
export type ActivityRecord = {
  id: number;
  created_at: string;
  actor_kind: ActivityActorKind;
  actor_id: number | null;
  /** The admin's name, "console: <email>" for a console account, "Visitor" or "System". */
  actor_name: string;
  actor_email: string;
  action: ActivityAction;
  target_type: ActivityTarget;
  target_id: number | null;
  /** One line: 'Service "Personal Care" deleted', 'Inquiry from Jane Doe updated: Status'. */
  summary: string;
  changes: ActivityChange[];
};

/** GET /activity/read.php */
export type ActivityList = { success: true; records: ActivityRecord[]; total: number };

/**
 * DELETE of a record of a type the trash keeps (content-types.ts): it can be restored
 * (POST <folder>/restore.php {id}) until `restorable_until` (TRASH_DAYS later).
 */
export type DeleteReply = { success: true; message: string; id: number; restorable_until: string };

/** One deleted record in the trash (GET /trash/read.php): restorable with POST <TRASH_FOLDERS[type]>/restore.php {id} until `restorable_until`. */
export type TrashRecord = {
  type: TrashType;
  id: number;
  /** How the admin knows it: a title, a question, a name, a photo's alt text. */
  title: string;
  deleted_at: string;
  /** Who deleted it, by name (as the activity log says), or 'Unknown' when the log has no entry. */
  deleted_by: string;
  restorable_until: string;
};

/** GET /trash/read.php: newest deletion first, and how many days the trash keeps them (TRASH_DAYS). */
export type TrashList = { success: true; records: TrashRecord[]; trash_days: number };
