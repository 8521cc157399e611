import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookedTour, TourSlot } from '@afh/contract/records';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { startInstance, stopInstance, type Instance } from './helpers/cluster';
import { contactForm, uniqueTag } from './helpers/inquiries';
import { throwAwaySecrets } from './helpers/secrets';
import { startSmtpSink, type Received } from './helpers/smtp-sink';
import { postgresOrFailInCi, sharedDatabaseEnv, startPostgres, type Postgres } from './helpers/throw-away';
import { HOUR_MS, OPEN_HOURS } from './helpers/tours';

/**
 * The reminders before a tour (issue 45, part 3): a day and two hours before a booked tour, the
 * family is emailed (with the manage link) and the owner alerted, exactly once whatever the number
 * of instances and restarts, and never for a cancelled tour. Several production instances share one
 * PostgreSQL database; the ones that send run on a fake clock (helpers/clock-behind.cjs, set ahead
 * to the hour the reminder is due) and check every second.
 */
const available = postgresOrFailInCi('the tour reminders on two instances');
const CLOCK = path.join(__dirname, 'helpers', 'clock-behind.cjs');
const OWNER = 'owner@reminders.test';

const post = async (instance: Instance, urlPath: string, body: unknown, cookie?: string) => {
  const reply = await fetch(`${instance.url}/backend/api${urlPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  const json = await reply.json();
  expect(reply.status, `${urlPath}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return { reply, json };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// In the PostgreSQL suite only: the SQLite run would start the very same PostgreSQL servers again.
describe.skipIf(!available || process.env.TEST_DATABASE !== 'postgres')('tour reminders on several instances of one PostgreSQL database', () => {
  let postgres: Postgres | undefined;
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
  let booker: Instance | undefined;
  const senders: Instance[] = [];
  let workDir = '';
  // One set of secrets for all: the manage link is sealed with the server's key.
  const secrets = throwAwaySecrets();
  const tag = uniqueTag();
  const ada = `ada.${tag}@example.org`;
  const bea = `bea.${tag}@example.org`;
  let adaTour: BookedTour;
  /** The other families booked the same day. */
  const others: Array<{ email: string; start: string }> = [];

  const envOf = (name: string, aheadMs = 0) => ({
    ...sharedDatabaseEnv(postgres!.url),
    ...secrets,
    PUBLIC_DIR: path.join(workDir, name, 'public'),
    WEB_DIST_DIR: path.join(workDir, 'no-site'),
    BACKUP_SCHEDULE: 'off',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    PUBLIC_URL: 'https://home.example.org',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink!.port),
    EMAIL_FROM: 'site@reminders.test',
    NOTIFY_EMAIL: OWNER,
    REMINDER_CHECK_SECONDS: '1',
    // One family books many times here; the caps are tested in tours-caps.test.ts.
    TOUR_BOOKINGS_PER_DAY: '1000',
    TOUR_BOOKINGS_PER_FAMILY: '1000',
    ...(aheadMs ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${CLOCK}`.trim(), AFH_TEST_CLOCK_AHEAD_MS: String(aheadMs) } : {}),
  });

  /** Instances whose clock reads `at` as they start (and runs on from there). */
  const sendersAt = async (at: number, names: string[]) => {
    const started = await Promise.all(names.map((name) => startInstance(envOf(name, at - Date.now()))));
    senders.push(...started);
    return started;
  };
  const stopSenders = async () => {
    await Promise.all(senders.splice(0).map((instance) => stopInstance(instance)));
  };

  /** Whether a message went to this address (the envelope has it in angle brackets). */
  const to = (message: Received, address: string) => message.to.some((recipient) => recipient.replace(/[<>]/g, '') === address);
  const reminders = (address: string) => sink!.messages.filter((message) => to(message, address) && /Reminder: your tour/.test(message.data));
  const ownerReminders = () => sink!.messages.filter((message) => to(message, OWNER) && /Subject: Tour with Ada/.test(message.data));

  beforeAll(async () => {
    [postgres, sink] = await Promise.all([startPostgres(), startSmtpSink()]);
    workDir = mkdtempSync(path.join(os.tmpdir(), 'afh-reminders-'));
    // On the real clock: it makes the schema and takes the bookings, more than a day ahead.
    booker = await startInstance(envOf('booker'));
    const login = await post(booker, '/users/login.php', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const cookie = login.reply.headers.getSetCookie().find((line) => line.startsWith('afh_session='))!.split(';')[0];
    await post(booker, '/settings/update.php', OPEN_HOURS, cookie);
    const slots = (await (await fetch(`${booker.url}/backend/api/tours/slots.php`)).json()) as { records: TourSlot[] };
    // Every time of the first whole day more than 26 hours ahead: all due for their day-before
    // reminder at once, so the instances' checks overlap (each sends one after the other, while the
    // other reads the same list): without the claim, some family would be reminded twice.
    const later = slots.records.filter((slot) => Date.parse(slot.start) > Date.now() + 26 * HOUR_MS);
    const dates = [...new Set(later.map((slot) => slot.start.slice(0, 10)))];
    const date = dates.find((candidate) => later.filter((slot) => slot.start.startsWith(candidate)).length >= 6);
    const sameDay = later.filter((slot) => date && slot.start.startsWith(date));
    expect(sameDay.length).toBeGreaterThanOrEqual(6);
    const book = async (slot: TourSlot, firstName: string, email: string) =>
      ((await post(booker!, '/contact/submit.php', { ...contactForm(tag, { firstName, lastName: 'Reminder', email }), tour_start: slot.start })).json as { tour: BookedTour }).tour;
    adaTour = await book(sameDay[0], 'Ada', ada);
    for (const [index, slot] of sameDay.slice(2).entries()) others.push({ email: `family${index}.${tag}@example.org`, start: (await book(slot, `Family${index}`, `family${index}.${tag}@example.org`)).start });
    // Bea cancels with her link: no reminder for her.
    const beaTour = await book(sameDay[1], 'Bea', bea);
    await post(booker, '/tours/cancel.php', { token: new URL(beaTour.manage_url!, 'https://x').searchParams.get('token') });
  }, 240_000);

  afterAll(async () => {
    await stopSenders();
    await stopInstance(booker);
    await sink?.stop();
    await postgres?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  it('a day before: two instances checking every second send the family one reminder with the manage link, and the owner one alert; none for a cancelled tour', async () => {
    const start = Date.parse(adaTour.start);
    // A day before the day's last tour: every tour of the day is due.
    const last = Math.max(...others.map((other) => Date.parse(other.start)));
    await sendersAt(last - 24 * HOUR_MS + 60_000, ['day-a', 'day-b']);
    const reminder = await sink!.next((message) => to(message, ada) && /Reminder: your tour/.test(message.data), 20_000);
    await expect.poll(() => others.filter((other) => reminders(other.email).length > 0).length, { timeout: 20_000 }).toBe(others.length);
    // Every instance has checked several times more since.
    await sleep(4_000);
    expect(reminders(ada)).toHaveLength(1);
    for (const other of others) expect(reminders(other.email), other.email).toHaveLength(1);
    expect(ownerReminders()).toHaveLength(1);
    expect(reminders(bea)).toHaveLength(0);
    // In the home's time zone, with the link to change or cancel it.
    const when = new Intl.DateTimeFormat('en-US', { timeZone: OPEN_HOURS.timezone, hour: 'numeric', minute: '2-digit' }).format(new Date(start));
    expect(reminder.data).toContain(when);
    expect(reminder.data).toContain(`https://home.example.org${adaTour.manage_url}`);
    expect(ownerReminders()[0].data).toMatch(/Tour with Ada tomorrow at|Tour with Ada today at/);
  }, 180_000);

  it('two hours before, on instances started afresh: one more reminder each, and the day-before one is not sent again', async () => {
    await stopSenders();
    const start = Date.parse(adaTour.start);
    await sendersAt(start - 2 * HOUR_MS + 60_000, ['hours-a', 'hours-b']);
    await expect.poll(() => reminders(ada).length, { timeout: 20_000 }).toBe(2);
    await sleep(4_000);
    expect(reminders(ada)).toHaveLength(2);
    expect(ownerReminders()).toHaveLength(2);
    expect(ownerReminders()[1].data).toMatch(/Tour with Ada today at/);
    expect(reminders(bea)).toHaveLength(0);
    for (const other of others) expect(reminders(other.email), other.email).toHaveLength(1);
  }, 180_000);

  it('the morning after, Today is asked how each tour went: marked done it is not asked again, and a family that did not come is not told its tour is cancelled', async () => {
    await stopSenders();
    const start = Date.parse(adaTour.start);
    const [morning] = await sendersAt(start + 20 * HOUR_MS, ['next-morning']);
    const login = await post(morning, '/users/login.php', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const cookie = login.reply.headers.getSetCookie().find((line) => line.startsWith('afh_session='))!.split(';')[0];
    const followUps = async () => {
      const reply = await fetch(`${morning.url}/backend/api/tours/follow_up.php`, { headers: { Cookie: cookie } });
      expect(reply.status).toBe(200);
      return ((await reply.json()) as { records: Array<{ id: number; email: string; status: string }> }).records;
    };
    const asked = await followUps();
    // Every tour of that day but the cancelled one, soonest first.
    expect(asked.map((tour) => tour.email)).toEqual([ada, ...others.map((other) => other.email)]);
    const [adas, first] = asked;
    await post(morning, '/tours/update.php', { id: adas.id, status: 'done' }, cookie);
    const mailed = sink!.messages.length;
    await post(morning, '/tours/update.php', { id: first.id, status: 'cancelled' }, cookie);
    expect((await followUps()).map((tour) => tour.id)).not.toContain(adas.id);
    expect((await followUps()).map((tour) => tour.id)).not.toContain(first.id);
    await sleep(2_000);
    expect(sink!.messages.slice(mailed).filter((message) => to(message, first.email))).toEqual([]);
  }, 180_000);
});
