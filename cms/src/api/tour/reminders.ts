import type { Core } from '@strapi/strapi';
import { formatInTimeZone } from 'date-fns-tz';
import { sendFailureReason } from '../../runtime/mail-failures';
import { siteAddress } from '../email-setting/mail';
import { mailHome } from '../inquiry/services/notify';
import { getService } from '../kit/services';
import { pushToAdmins } from '../notification/alerts';
import { managePathFromSealed } from './links';
import { familyPath, tellFamily, tourTimeInWords } from './notify';

const INQUIRY = 'api::inquiry.inquiry';
const HOUR = 60 * 60 * 1000;

/**
 * The reminders before a tour (issue 45): a day and two hours before it starts. Each is claimed
 * by writing its sent marker in the one statement that checks it is unset, so of every instance
 * and every restart exactly one sends it (at most once: a crash between the claim and the send
 * loses that reminder rather than sending it twice).
 */
type Kind = 'day' | 'hours';
const LEAD: Record<Kind, number> = { day: 24 * HOUR, hours: 2 * HOUR };
const MARKER = { day: 'reminderDaySentAt', hours: 'reminderHoursSentAt' } as const;
/** Cancelled tours and ones marked done are not reminded of. */
const UPCOMING = ['booked', 'confirmed'];

type Due = { id: number; tourStart: string | Date; createdAt: string | Date };

const time = (value: string | Date) => new Date(value).getTime();

/**
 * The tours a reminder of this kind is due for at `now`: starting within its lead (the day's not
 * within the last two hours, which have their own), not reminded yet, and booked before the lead
 * began (a family who booked this morning for this afternoon has just had the confirmation).
 */
const dueFor = async (strapi: Core.Strapi, kind: Kind, now: number) => {
  const rows = (await strapi.db.query(INQUIRY).findMany({
    where: {
      tourStart: { $gt: new Date(kind === 'day' ? now + LEAD.hours : now), $lte: new Date(now + LEAD[kind]) },
      tourStatus: { $in: UPCOMING },
      deletedAt: null,
      [MARKER[kind]]: null,
    },
    select: ['id', 'tourStart', 'createdAt'],
  })) as Due[];
  return rows.filter((row) => time(row.createdAt) <= time(row.tourStart) - LEAD[kind]);
};

/** Whether this instance won the reminder: the marker set by this very statement, and only if it was unset. */
const claim = async (strapi: Core.Strapi, id: number, kind: Kind, now: number) => {
  const { count } = await strapi.db.query(INQUIRY).updateMany({
    where: { id, [MARKER[kind]]: null, tourStatus: { $in: UPCOMING } },
    data: { [MARKER[kind]]: new Date(now) },
  });
  return Number(count) === 1;
};

/** "today", "tomorrow" or the weekday, in the home's time zone. */
const dayWord = (start: Date, now: number, timezone: string) => {
  const day = (at: Date | number) => formatInTimeZone(at, timezone, 'yyyy-MM-dd');
  if (day(start) === day(now)) return 'today';
  if (day(start) === day(now + 24 * HOUR)) return 'tomorrow';
  return `on ${formatInTimeZone(start, timezone, 'EEEE')}`;
};

/** The family by email (when the site sends it, with the manage link), the owner by a push and email. */
const remind = async (strapi: Core.Strapi, id: number, now: number) => {
  const entry = await strapi.documents(INQUIRY).findFirst({ filters: { id } });
  if (!entry?.tourStart) return;
  const settings = await getService(strapi, 'api::setting.setting').read();
  const start = new Date(String(entry.tourStart));
  const firstName = entry.firstName ?? '';
  const tour = { id, start: start.toISOString(), email: entry.email ?? '', first_name: firstName };
  const path = managePathFromSealed(strapi, entry.manageTokenSealed);
  // In the language the family wrote in (issue 47), with their page's address in it.
  const { language } = entry;
  const manageUrl = path ? `${await siteAddress(strapi)}${familyPath(language, path)}` : null;
  await tellFamily(strapi, { kind: 'reminder', tour, settings, manageUrl, language });

  const name = firstName.replace(/\s+/g, ' ').trim().slice(0, 40) || 'A family';
  const at = formatInTimeZone(start, settings.timezone, 'h:mm a');
  const title = `Tour with ${name} ${dayWord(start, now, settings.timezone)} at ${at}`;
  pushToAdmins(strapi, { title, body: 'Tap to open the request.', url: `/admin/inquiries?open=${id}`, tag: `tour-${id}` });
  try {
    await mailHome(strapi, { subject: title, text: `${name}'s tour is on ${tourTimeInWords(tour.start, settings.timezone)}. The Tours screen has their details.` });
  } catch (error) {
    strapi.log.error(`Tour ${id}: the owner's reminder could not be emailed (${sendFailureReason(error)}).`);
  }
};

/** Sends every reminder due at `now` that no instance has claimed; how many this instance sent. */
export const sendDueReminders = async (strapi: Core.Strapi, now = Date.now()) => {
  let sent = 0;
  for (const kind of ['hours', 'day'] as const) {
    for (const { id } of await dueFor(strapi, kind, now)) {
      if (!(await claim(strapi, id, kind, now))) continue;
      await remind(strapi, id, now);
      sent++;
    }
  }
  return sent;
};

let timer: NodeJS.Timeout | undefined;

/**
 * Checks for due reminders every REMINDER_CHECK_SECONDS (60 by default; 0 turns them off). A
 * check that fails (the database out of reach) is logged and the next one tries again.
 */
export const startReminders = (strapi: Core.Strapi) => {
  const seconds = Number(process.env.REMINDER_CHECK_SECONDS ?? 60);
  if (!Number.isFinite(seconds) || seconds <= 0) return;
  let running = false;
  timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueReminders(strapi)
      .catch((error: unknown) => strapi.log.error(`Tour reminders could not be checked (${(error as { code?: string })?.code ?? (error as Error)?.name ?? 'unknown error'}); the next check tries again.`))
      .finally(() => (running = false));
  }, seconds * 1000);
  timer.unref();
};

export const stopReminders = () => {
  if (timer) clearInterval(timer);
  timer = undefined;
};
