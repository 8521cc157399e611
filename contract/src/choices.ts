/**
 * The values a field may take, which the API checks and the forms offer: statuses, categories,
 * roles, a contact request's types and tour details, and the activity log's actions. Apart from
 * rules.ts, which the public pages' code uses, so that only the forms and the server that take
 * these values carry them (issue 42: the web bundles a module whole in the first chunk that uses it).
 */

export const ITEM_STATUSES = ['active', 'inactive'] as const;
export const FAQ_CATEGORIES = ['general', 'services', 'pricing', 'facilities'] as const;
export const ROLES = ['user', 'staff', 'admin'] as const;
export const USER_STATUSES = ['pending', 'approved', 'disapproved'] as const;
export const SERVICE_TYPES = ['Schedule a Tour', 'General Information', 'Pricing & Insurance', 'Medical Questions', 'Other'] as const;
/** The icons a service may name (spec section 3); anything else shows the generic image icon. */
export const ICON_NAMES = ['Heart', 'Shield', 'Users2', 'Clock', 'Star', 'CheckCircle', 'Activity', 'Home', 'Utensils', 'Brain', 'Palette', 'Users', 'TreePine', 'Calendar', 'Image'] as const;
/** A tour request's optional details (issue 19): when the family thinks of moving in, how they would pay, when they would visit. */
export const MOVE_IN_TIMEFRAMES = ['Within a month', '1-3 months', 'Just exploring'] as const;
/**
 * How families can pay (issue 46): what the owner ticks on the Costs card (with her own words for
 * 'Other'), and how a family says they would pay when asking for a tour ('Not sure' besides).
 */
export const PAYMENT_TYPES = ['Private pay', 'Medicaid (COPES / Community First Choice)', 'Long-term care insurance', 'VA benefits', 'Other'] as const;
export const PAYMENT_SOURCES = [...PAYMENT_TYPES, 'Not sure'] as const;
/**
 * The ways first written otherwise (before issue 46), as they are written now: still taken from a
 * caller and read from what is stored, and rewritten in the database by the migration of
 * 2026-11-29 (cms/database/migrations).
 */
export const FORMER_PAYMENT_TYPES: Readonly<Record<string, (typeof PAYMENT_TYPES)[number]>> = {
  'Medicaid / COPES': 'Medicaid (COPES / Community First Choice)',
  'Veterans benefits': 'VA benefits',
};
/** A way to pay as sent or stored, written as it is now; anything else as it is. */
export const currentPaymentType = (value: unknown): unknown => (typeof value === 'string' && Object.hasOwn(FORMER_PAYMENT_TYPES, value) ? FORMER_PAYMENT_TYPES[value] : value);
/**
 * The care the home gives (issue 46), which the owner ticks on the Care card: the Disclosure of
 * Services' (DSHS 10-508) categories in plain words, and "other" in her own words. Stored by these
 * keys; shown on /services and / under "We care for people living with:" in the words below.
 */
export const CARE_SPECIALTIES = ['memory_care', 'diabetes', 'transfers', 'hospice', 'behavior_support', 'mental_health', 'developmental_disabilities', 'wound_care', 'oxygen', 'other'] as const;
export type CareSpecialty = (typeof CARE_SPECIALTIES)[number];
export const CARE_SPECIALTY_LABELS: Readonly<Record<CareSpecialty, string>> = {
  memory_care: "Memory care (dementia, Alzheimer's)",
  diabetes: 'Diabetes and insulin',
  transfers: 'Two-person transfers and mechanical lifts',
  hospice: 'Hospice and end of life',
  behavior_support: 'Behavior support',
  mental_health: 'Mental health',
  developmental_disabilities: 'Developmental disabilities',
  wound_care: 'Wound care',
  oxygen: 'Oxygen',
  other: 'Other',
};
export const VISIT_PARTS = ['morning', 'afternoon'] as const;
export const MAX_PREFERRED_TIMES = 3;
/** The service type whose requests carry the tour details. */
export const TOUR_REQUEST = 'Schedule a Tour';
export const TOUR_STATUSES = ['booked', 'confirmed', 'cancelled', 'done'] as const;
/** What the admin may set a booked tour to. */
export const TOUR_STATUS_CHANGES = ['confirmed', 'cancelled', 'done'] as const;
/** What the activity log says was done (issue 17); the kinds of record it names are the content types (content-types.ts). */
export const ACTIVITY_ACTIONS = ['create', 'update', 'delete', 'restore', 'sign-in', 'password-reset-request', 'email-test', 'alert'] as const;
/** Who acted: a signed-in admin of the site, a console account, a visitor (registration, contact form, reset link) or the server itself. */
export const ACTIVITY_ACTOR_KINDS = ['site', 'console', 'visitor', 'system'] as const;

export type ItemStatus = (typeof ITEM_STATUSES)[number];
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export type Role = (typeof ROLES)[number];
export type UserStatus = (typeof USER_STATUSES)[number];
export type ServiceType = (typeof SERVICE_TYPES)[number];
export type MoveInTimeframe = (typeof MOVE_IN_TIMEFRAMES)[number];
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export type TourStatus = (typeof TOUR_STATUSES)[number];
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
export type ActivityActorKind = (typeof ACTIVITY_ACTOR_KINDS)[number];
