/**
 * What the Strapi console (/cms) shows the home's owner: a plain-English label and a one-line hint
 * for every field, the list columns and the order of each list. Strapi keeps these in its content
 * manager's configuration (core store); `applyConsoleLayout` (apply-layout.ts) writes what is declared here over the
 * stored configuration on every start. Only what is declared is set: a column width, a field moved
 * in the edit form, a page size or a field hidden by hand in the console is kept; a label, a list's
 * columns or its order changed in the console go back to these at the next start (edit them here).
 */
type Field = { label: string; description?: string; placeholder?: string; column?: string };
export type TypeLayout = {
  fields: Record<string, Field>;
  /** List view columns, in order (collection types). */
  list?: string[];
  sortBy?: string;
  sortOrder?: 'ASC' | 'DESC';
  mainField?: string;
};

const SHOWN = { label: 'Show on the site', description: 'Active shows it on the public site; Inactive hides it.' };
const FEATURED = { label: 'Featured', description: 'Featured ones are shown first, on the home page.' };
const IMAGE = {
  label: 'Picture',
  description: 'A web address (https://...), a path starting with /uploads/, or a file name from the media library.',
  placeholder: '/uploads/garden.jpg',
};
const ADDED = { label: 'Added', column: 'Added' };
/** Hidden in the console: set while a deleted record can still be restored (the Undo of the site's admin). */
const DELETED = { label: 'Deleted at', description: 'Set when it was deleted on the site; it can be restored from Recently deleted in the site’s admin for TRASH_DAYS (30 days), then it is removed.' };
const UPDATED = { label: 'Last changed', column: 'Last changed' };

export const CONSOLE_LAYOUT: Record<string, TypeLayout> = {
  'api::inquiry.inquiry': {
    fields: {
      firstName: { label: 'First name', description: 'As the visitor typed it on the contact form.', column: 'First name' },
      lastName: { label: 'Last name', description: 'As the visitor typed it on the contact form.', column: 'Last name' },
      email: { label: 'Email', description: 'Where to write back to the visitor.' },
      phone: { label: 'Phone', description: 'Where to call the visitor back. Punctuation such as (360) 555-0100 is fine.', placeholder: '(360) 555-0100' },
      serviceType: { label: 'Type of request', description: 'What the visitor asked about, e.g. Schedule a Tour.', column: 'Type of request' },
      message: { label: 'Message', description: "The visitor's own words." },
      inquiryStatus: { label: 'Status', description: 'New until someone answers; then Contacted, Scheduled (a tour is booked) or Closed.' },
      notes: { label: 'Notes', description: 'For the staff only: never shown to the visitor.' },
      relationship: { label: 'Relationship', description: 'Tour requests: who the family member is to the future resident, e.g. Daughter.' },
      moveInTimeframe: { label: 'Move-in timeframe', description: 'Tour requests: Within a month, 1-3 months or Just exploring.' },
      paymentSource: { label: 'Payment source', description: 'Tour requests: Private pay, Long-term care insurance, Medicaid / COPES, Veterans benefits or Not sure.' },
      preferredTimes: { label: 'Preferred visit times', description: 'Tour requests: up to 3, each a date and morning or afternoon, e.g. ["2026-12-03 morning"].' },
      tourStart: { label: 'Tour starts', description: 'The tour time the family booked.' },
      tourEnd: { label: 'Tour ends', description: 'When the booked tour ends.' },
      tourStatus: { label: 'Tour status', description: 'Booked, Confirmed, Cancelled (the time is free again) or Done.' },
      tourSlot: { label: 'Tour time held', description: 'The booked time while the tour holds it; empty once cancelled.' },
      calendarTokenHash: { label: 'Calendar link (hash)', description: 'Checks the link to the calendar file; the link itself is not kept.' },
      submissionId: { label: 'Submission id', description: 'Made once per request sent, so that a request kept while the database was down is stored once.' },
      createdAt: { label: 'Received', column: 'Received' },
      updatedAt: UPDATED,
      deletedAt: DELETED,
    },
    list: ['firstName', 'lastName', 'serviceType', 'inquiryStatus', 'createdAt'],
    sortBy: 'createdAt',
    sortOrder: 'DESC',
    mainField: 'lastName',
  },
  'api::faq.faq': {
    fields: {
      question: { label: 'Question', description: 'As a family would ask it.' },
      answer: { label: 'Answer', description: 'Shown under the question on the FAQ page.' },
      category: { label: 'Category', description: 'The FAQ page groups questions by category.' },
      visibility: { ...SHOWN, column: 'Status' },
      orderIndex: { label: 'Order', description: 'Lower numbers show first on the FAQ page.', column: 'Order' },
      createdAt: ADDED,
      updatedAt: UPDATED,
      deletedAt: DELETED,
    },
    list: ['question', 'category', 'visibility', 'orderIndex'],
    sortBy: 'orderIndex',
    sortOrder: 'ASC',
    mainField: 'question',
  },
  'api::service.service': {
    fields: {
      title: { label: 'Title', description: 'The name of the service, e.g. Personal Care.' },
      description: { label: 'Description', description: 'A few sentences about the service.' },
      iconName: { label: 'Icon', description: 'The small picture shown beside the title.' },
      imageUrl: IMAGE,
      features: { label: 'What is included', description: 'A list in square brackets, each in quotes: ["Bathing", "Dressing"].' },
      visibility: { ...SHOWN, column: 'Status' },
      featured: FEATURED,
      createdAt: ADDED,
      updatedAt: UPDATED,
      deletedAt: DELETED,
    },
    list: ['title', 'visibility', 'featured', 'updatedAt'],
    sortBy: 'title',
    sortOrder: 'ASC',
    mainField: 'title',
  },
  'api::program.program': {
    fields: {
      title: { label: 'Title', description: 'The name of the program, e.g. Garden Club.' },
      description: { label: 'Description', description: 'A few sentences about the program.' },
      imageUrl: IMAGE,
      activities: { label: 'Activities', description: 'A list in square brackets, each in quotes: ["Planting", "Watering"].' },
      visibility: { ...SHOWN, column: 'Status' },
      featured: FEATURED,
      createdAt: ADDED,
      updatedAt: UPDATED,
      deletedAt: DELETED,
    },
    list: ['title', 'visibility', 'featured', 'updatedAt'],
    sortBy: 'title',
    sortOrder: 'ASC',
    mainField: 'title',
  },
  'api::gallery-photo.gallery-photo': {
    fields: {
      imageUrl: { ...IMAGE, label: 'Photo' },
      alt: { label: 'Alt text', description: 'What the photo shows, read aloud to visitors who cannot see it, e.g. "Sunny bedroom with a window onto the garden".' },
      caption: { label: 'Caption', description: 'Shown under the photo on the Our Home page (optional).' },
      visibility: { ...SHOWN, column: 'Status' },
      orderIndex: { label: 'Order', description: 'Lower numbers show first on the Our Home page.', column: 'Order' },
      createdAt: ADDED,
      updatedAt: UPDATED,
      deletedAt: DELETED,
    },
    list: ['alt', 'caption', 'visibility', 'orderIndex'],
    sortBy: 'orderIndex',
    sortOrder: 'ASC',
    mainField: 'alt',
  },
  'api::team-member.team-member': {
    fields: {
      name: { label: 'Name', description: 'As residents and families call them, e.g. Maria Santos.' },
      role: { label: 'Role', description: 'What they do here, e.g. Owner, RN delegator, Caregiver.' },
      credentials: { label: 'Credentials', description: 'A list in square brackets, each in quotes: ["HCA", "CPR"].' },
      languages: { label: 'Languages spoken', description: 'A list in square brackets, each in quotes: ["English", "Tagalog"].' },
      photoUrl: { ...IMAGE, label: 'Photo' },
      alt: { label: 'Alt text', description: 'Required with a photo: what it shows, e.g. "Maria smiling in the garden".' },
      bio: { label: 'Short bio', description: 'A few sentences: who they are and why they do this work.' },
      visibility: { ...SHOWN, column: 'Status' },
      orderIndex: { label: 'Order', description: 'Lower numbers show first in Our Team.', column: 'Order' },
      createdAt: ADDED,
      updatedAt: UPDATED,
      deletedAt: DELETED,
    },
    list: ['name', 'role', 'visibility', 'orderIndex'],
    sortBy: 'orderIndex',
    sortOrder: 'ASC',
    mainField: 'name',
  },
  'api::testimonial.testimonial': {
    fields: {
      name: { label: 'First name', description: "The family member's first name only, e.g. Linda." },
      relationship: { label: 'Relationship', description: 'Who they are to the resident, e.g. daughter of a resident.' },
      quote: { label: 'Their words', description: 'As the family member said or wrote them, with their permission.' },
      month: { label: 'Month', description: 'When they said it, as year-month: 2026-03.', placeholder: '2026-03' },
      approved: { label: 'Approved', description: 'Only approved words are shown on the site.', column: 'Approved' },
      createdAt: ADDED,
      updatedAt: UPDATED,
      deletedAt: DELETED,
    },
    list: ['name', 'relationship', 'month', 'approved'],
    sortBy: 'month',
    sortOrder: 'DESC',
    mainField: 'name',
  },
  'api::setting.setting': {
    fields: {
      businessName: { label: 'Business name', description: "The home's name, shown in the header and footer." },
      address: { label: 'Address', description: 'Street, town, state and ZIP, as shown on the contact page.' },
      phone: { label: 'Phone number', description: 'The main number. Type it any way, e.g. (360) 555-0100: it is kept as digits.', placeholder: '(360) 555-0100' },
      email: { label: 'Email address', description: 'Shown on the site for families to write to.' },
      emergencyContact: { label: 'Emergency phone', description: 'Shown as the emergency number. Type it any way: it is kept as digits.', placeholder: '(360) 555-0100' },
      companyDescription: { label: 'About the home', description: 'The introduction on the About page.' },
      missionStatement: { label: 'Mission', description: 'Our mission, on the About page.' },
      visionStatement: { label: 'Vision', description: 'Our vision, on the About page.' },
      valueCompassion: { label: 'Value 1: Compassionate care', description: 'A sentence or two for this value on the About page.' },
      valueExcellence: { label: 'Value 2: Excellence', description: 'A sentence or two for this value on the About page.' },
      valueRespect: { label: 'Value 3: Family approach', description: 'A sentence or two for this value on the About page.' },
      valueIntegrity: { label: 'Value 4: Safety first', description: 'A sentence or two for this value on the About page.' },
      residentsCount: { label: 'Number of residents', description: 'How many residents the home cares for (shown on the home page).' },
      careAvailability: { label: 'Care availability', description: 'When care is available, e.g. 24/7.' },
      familySatisfaction: { label: 'Family satisfaction', description: 'For example 100%.' },
      dailyMeals: { label: 'Meals a day', description: 'How many meals are served each day.' },
      licenseNumber: { label: 'License number', description: 'As printed on the DSHS license: letters, digits, spaces and hyphens.' },
      licenseeName: { label: 'Licensee name', description: 'The person or company named on the license.' },
      availabilityNotice: { label: 'Availability notice', description: 'A short note such as "One room available from June".' },
      availabilityNoticeEnabled: { label: 'Show the availability notice', description: 'Turn on to show the notice on the site; off hides it.' },
      licenseLookupUrl: { label: 'License lookup address', description: "The state's public page where families check the license and its inspections (https://...).", placeholder: 'https://' },
      priceFrom: { label: 'Monthly price from', description: 'Whole dollars a month, e.g. 6500. Leave empty to invite a call instead.' },
      priceTo: { label: 'Monthly price to', description: 'Whole dollars a month, e.g. 9000.' },
      priceIncludes: { label: 'What the price includes', description: 'A list in square brackets, each in quotes: ["Meals", "Laundry"].' },
      paymentTypes: { label: 'Payment types accepted', description: 'Any of: "Private pay", "Long-term care insurance", "Medicaid / COPES", "Veterans benefits", as a list in square brackets.' },
      pricingNote: { label: 'Note about costs', description: 'A short note shown on the Costs page, e.g. what changes the price.' },
      tourDays: { label: 'Tour days', description: 'The days tours are given, e.g. ["mon", "wed", "sat"]. Empty: families ask for preferred times instead.' },
      tourStart: { label: 'Tours from', description: 'The first tour of the day starts then, e.g. 10:00.' },
      tourEnd: { label: 'Tours until', description: 'The last tour ends by then, e.g. 16:00.' },
      tourLengthMinutes: { label: 'Tour length (minutes)', description: 'From 15 to 180.' },
      tourNoticeHours: { label: 'Booking notice (hours)', description: 'How soon a tour can be booked, from 0 to 168.' },
      tourHorizonDays: { label: 'Booking horizon (days)', description: 'How far ahead a tour can be booked, from 1 to 60.' },
      tourClosedDates: { label: 'Closed dates', description: 'Days without tours, e.g. ["2026-12-25"].' },
      timezone: { label: 'Time zone', description: "The home's time zone, e.g. America/Los_Angeles." },
      disclosureUrl: { label: 'Disclosure of Services (PDF)', description: 'Upload it in the site admin (Settings). Here only /uploads/<file>.pdf, or empty to take it off the site.' },
      createdAt: ADDED,
      updatedAt: UPDATED,
    },
    mainField: 'businessName',
  },
  'api::activity.activity': {
    fields: {
      actorKind: { label: 'Kind of actor', description: 'An admin on the site, a console account, a visitor (registration, contact form, reset link) or the server.' },
      actorId: { label: 'Actor id', description: 'The account number of who acted, if any.' },
      actorName: { label: 'Who', description: 'The name of who acted; console accounts read "console: <email>".', column: 'Who' },
      actorEmail: { label: 'Email of who', description: 'The email address of who acted.' },
      action: { label: 'What was done', description: 'Created, updated, deleted, restored, signed in or asked for a password reset link.', column: 'What' },
      targetType: { label: 'Kind of record', description: 'Service, program, FAQ, settings, inquiry or user.', column: 'Kind' },
      targetId: { label: 'Record id', description: 'The number of the record it was done to.' },
      summary: { label: 'Summary', description: 'One line saying what happened.', column: 'Summary' },
      changes: { label: 'Changes', description: 'Each changed field with its value before and after (never a password).' },
      createdAt: { label: 'When', column: 'When' },
      updatedAt: UPDATED,
    },
    list: ['createdAt', 'actorName', 'summary'],
    sortBy: 'createdAt',
    sortOrder: 'DESC',
    mainField: 'summary',
  },
  'plugin::users-permissions.user': {
    fields: {
      username: { label: 'Username', description: 'Set by the site; people sign in with their email.' },
      email: { label: 'Email', description: 'The address this person signs in with.' },
      name: { label: 'Full name', description: 'As shown in the admin screens.', column: 'Name' },
      phone: { label: 'Phone', description: 'Punctuation such as (360) 555-0100 is fine.', placeholder: '(360) 555-0100' },
      approvalStatus: { label: 'Approval', description: 'Pending until an admin approves or declines the account; only approved people can sign in.' },
      appRole: { label: 'Role on the site', description: 'User: their own account. Staff: the back office. Admin: also users and settings.' },
      provider: { label: 'Sign-in method', description: 'Always local (email and password).' },
      password: { label: 'Password', description: 'Leave empty to keep the current one; change it on the site (Admin › Users) instead.' },
      confirmed: { label: 'Email confirmed', description: 'Not used by this site.' },
      blocked: { label: 'Blocked', description: 'A blocked person cannot sign in at all.' },
      role: { label: 'Technical role', description: 'Leave as Authenticated: the site uses "Role on the site".' },
      createdAt: { label: 'Registered', column: 'Registered' },
      updatedAt: UPDATED,
    },
    list: ['name', 'email', 'appRole', 'approvalStatus', 'createdAt'],
    sortBy: 'createdAt',
    sortOrder: 'DESC',
    mainField: 'email',
  },
};
