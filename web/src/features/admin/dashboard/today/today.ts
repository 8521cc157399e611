import { formatMonth } from '../../../../lib/format-dates';
import type { AdminGalleryPhoto, AdminTeamMember, Inquiry, Settings } from '../../../../lib/types';

/** The site promises families an answer within two hours; a new request older than that is flagged. */
export const ANSWER_WITHIN_MS = 2 * 60 * 60 * 1000;

/** The requests still waiting for an answer, newest first, as the inbox lists them. */
export const waitingRequests = (inquiries: Inquiry[]) =>
  inquiries.filter((inquiry) => inquiry.status === 'new').sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));

export const isOverdue = (inquiry: Inquiry, now: number) => now - Date.parse(inquiry.created_at) > ANSWER_WITHIN_MS;

const MINUTE_MS = 60 * 1000;
const count = (amount: number, unit: string) => `${amount} ${unit}${amount === 1 ? '' : 's'}`;
/** How long a request has waited, as people say it (issue 45): "12 minutes", "3 hours", then "2 days" from the second day on. */
export const waitedFor = (createdAt: string, now: number) => {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / MINUTE_MS));
  if (minutes < 60) return count(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? count(hours, 'hour') : count(Math.floor(hours / 24), 'day');
};

/** How email stands (GET /settings/email.php's `source` and `status`); 'unknown' while it cannot be told. */
export type EmailState = 'off' | 'untested' | 'working' | 'failing' | 'unknown';

const EMAIL_HINTS: Record<Exclude<EmailState, 'unknown'>, string> = {
  off: 'Set up email so new requests reach you at once.',
  untested: 'Send a test email to check that it works.',
  failing: 'Email is not working: fix it so new requests reach you at once.',
  working: 'Set up email so new requests reach you at once.',
};

export type SetupItem = { key: string; label: string; done: boolean; to: '/admin/gallery' | '/admin/team' | '/admin/settings'; hash?: string; hint: string };

type SetupInput = {
  settings: (Settings & Record<string, unknown>) | undefined;
  photos: AdminGalleryPhoto[] | undefined;
  team: AdminTeamMember[] | undefined;
  email: EmailState;
  /** Whether the site's address for links in emails is known; left out while it cannot be told. */
  siteAddress?: boolean;
};

const filled = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined);

/**
 * What a fresh site still lacks before it reads as this home's own (issue 32). An item whose data
 * has not arrived, or whose setting this server does not have, is left out rather than shown as
 * undone or done: the list never claims what it cannot tell.
 */
export const setupItems = ({ settings, photos, team, email, siteAddress }: SetupInput): SetupItem[] => {
  const items: Array<SetupItem | null> = [
    photos ? { key: 'photos', label: 'Photos of the home', done: photos.some((photo) => photo.status === 'active'), to: '/admin/gallery', hint: 'Add a few real photos of the house, the rooms and the garden.' } : null,
    team ? { key: 'team', label: 'The team', done: team.some((member) => member.status === 'active'), to: '/admin/team', hint: 'Introduce the people who give the care, with a photo each.' } : null,
    settings ? { key: 'prices', label: 'Prices', done: filled(settings.price_from), to: '/admin/settings', hash: 'costs', hint: 'Say what a month costs from, and what it includes.' } : null,
    settings ? { key: 'license', label: 'License number', done: filled(settings.license_number), to: '/admin/settings', hash: 'license', hint: 'Your DSHS license number shows families the home is licensed.' } : null,
    settings && 'disclosure_url' in settings
      ? { key: 'disclosure', label: 'The Disclosure of Services', done: filled(settings.disclosure_url), to: '/admin/settings', hash: 'disclosure', hint: 'Put your Disclosure of Services (DSHS 10-508) online as a PDF.' }
      : null,
    settings && 'tour_days' in settings
      ? {
          key: 'tours',
          label: 'Tour hours',
          // With tour days set, families book a time themselves instead of asking for one (issue 44).
          done: Array.isArray(settings.tour_days) && settings.tour_days.length > 0,
          to: '/admin/settings',
          hash: 'tours',
          hint: 'Choose the days and hours you show the home, so families can book a tour themselves.',
        }
      : null,
    // Done only while mail gets through (issue 44): saved but untested, or failing, is not done.
    email === 'unknown' ? null : { key: 'email', label: 'Email', done: email === 'working', to: '/admin/settings', hash: 'email', hint: EMAIL_HINTS[email] },
    siteAddress === undefined
      ? null
      : {
          key: 'site-address',
          label: 'Site address',
          // Password reset links and tour links start with it (issue 44): the first save of Settings or Email fills it in.
          done: siteAddress,
          to: '/admin/settings',
          hash: 'email',
          hint: 'Save your settings once, so links in emails start with the address families use.',
        },
    settings && 'hero_image_1' in settings
      ? {
          key: 'hero',
          label: 'Hero photos',
          // One real photo at the top of the home page already changes how it reads.
          done: filled(settings.hero_image_1) || filled(settings.hero_image_2) || filled(settings.hero_image_3),
          to: '/admin/settings',
          hash: 'hero',
          hint: 'Show real photos of your home at the top of the home page instead of the drawings.',
        }
      : null,
  ];
  return items.filter((item): item is SetupItem => item !== null);
};

/** Issue 46: a month after the owner last said whether a room is open, Today asks her again. */
export const ROOMS_CHECK_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The question Today asks about the rooms the site shows ("Still 1 room open?"), or null while
 * nothing is said of rooms or it was said (or confirmed) in the last month.
 */
export const roomsQuestion = (settings: Pick<Settings, 'rooms_open' | 'next_opening' | 'rooms_checked_at'>, now: number): string | null => {
  const rooms = settings.rooms_open ?? null;
  const next = settings.next_opening ?? '';
  if (rooms === null && !next) return null;
  const checked = settings.rooms_checked_at ? Date.parse(settings.rooms_checked_at) : Number.NaN;
  if (now - checked < ROOMS_CHECK_AFTER_MS) return null;
  if (rooms) return `Still ${rooms} ${rooms === 1 ? 'room' : 'rooms'} open?`;
  return next ? `Is ${formatMonth(next)} still the next opening?` : 'Still full?';
};

/** Issue 46: the inspection reports families may see are those of the last three years. */
const REPORT_YEARS = 3;

/** Whether an inspection report dated `date` (YYYY-MM-DD) is more than three years old on `now`: Today offers to remove it. */
export const isOlderThanKept = (date: string, now: Date) => {
  const limit = new Date(Date.UTC(now.getUTCFullYear() - REPORT_YEARS, now.getUTCMonth(), now.getUTCDate()));
  return date < limit.toISOString().slice(0, 10);
};
