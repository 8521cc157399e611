import type { Inquiry } from '@afh/contract/records';
import { inquiriesCsv } from '../src/api/inquiry/services/export';
import { describe, expect, it } from 'vitest';
import { admin, consoleToken } from './helpers/content';
import { api, baseUrl, call, expectFailure } from './helpers/http';
import { contactForm, readInbox, uniqueTag } from './helpers/inquiries';
import { makeUser } from './helpers/sessions';

/**
 * The tour a family wants (issue 19): a tour request carries who they are to the future resident,
 * when they think of moving in, how they would pay and up to three preferred visit times; the inbox
 * shows and filters by them and downloads as a CSV a spreadsheet opens safely.
 */
const TOUR = {
  relationship: 'Daughter',
  move_in_timeframe: '1-3 months',
  payment_source: 'Medicaid (COPES / Community First Choice)',
  preferred_times: ['2026-12-03 morning', '2026-12-05 afternoon'],
};

const submit = (tag: string, extra: Record<string, unknown>, serviceType = 'Schedule a Tour') => api.post('/contact/submit.php', { json: { ...contactForm(tag), serviceType, ...extra } });
const stored = async (tag: string) => {
  const [record] = await readInbox(tag);
  return record;
};

describe('tour details on a contact request', () => {
  it('stores the details of a tour request and answers them in the inbox', async () => {
    const tag = uniqueTag();
    expect((await submit(tag, TOUR)).status).toBe(201);
    expect(await stored(tag)).toMatchObject(TOUR);
  });

  it('takes a way to pay as it was first written, and keeps it as it is written now (issue 46)', async () => {
    const tag = uniqueTag();
    expect((await submit(tag, { ...TOUR, payment_source: 'Veterans benefits' })).status).toBe(201);
    expect(await stored(tag)).toMatchObject({ payment_source: 'VA benefits' });
    const cookie = await admin();
    const read = async (source: string) => ((await api.get(`/inquiries/read.php?search=${tag}&payment_source=${encodeURIComponent(source)}`, { cookie })).body.records as unknown[]).length;
    expect(await read('VA benefits')).toBe(1);
    expect(await read('Veterans benefits')).toBe(1);
  });

  it('keeps a tour request without details as it is, and drops details sent with another type of request', async () => {
    const bare = uniqueTag();
    expect((await submit(bare, {})).status).toBe(201);
    expect(await stored(bare)).toMatchObject({ relationship: '', move_in_timeframe: '', payment_source: '', preferred_times: [] });
    const other = uniqueTag();
    expect((await submit(other, TOUR, 'General Information')).status).toBe(201);
    expect(await stored(other)).toMatchObject({ service_type: 'General Information', relationship: '', move_in_timeframe: '', payment_source: '', preferred_times: [] });
  });

  it('takes them from a plain form post too (no JavaScript): blanks are left out, one time is a list of one', async () => {
    const tag = uniqueTag();
    const form = { ...contactForm(tag), relationship: 'Son', move_in_timeframe: '', payment_source: 'Not sure', preferred_times: '2026-12-10 afternoon' };
    const reply = await api.post('/contact/submit.php', { form });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/contact?sent=1');
    expect(await stored(tag)).toMatchObject({ relationship: 'Son', move_in_timeframe: '', payment_source: 'Not sure', preferred_times: ['2026-12-10 afternoon'] });
  });

  it('joins the rows of a plain form post (a date and a part of the day each) and leaves out rows without a date', async () => {
    const tag = uniqueTag();
    const form = {
      ...contactForm(tag),
      'preferred_times[0][date]': '2026-12-03',
      'preferred_times[0][part]': 'morning',
      'preferred_times[1][date]': '',
      'preferred_times[1][part]': 'morning',
      'preferred_times[2][date]': '2026-12-09',
      'preferred_times[2][part]': 'afternoon',
    };
    const reply = await api.post('/contact/submit.php', { form });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/contact?sent=1');
    expect(await stored(tag)).toMatchObject({ preferred_times: ['2026-12-03 morning', '2026-12-09 afternoon'] });

    // A row that is not a day and a part of the day is refused like any other bad time.
    const bad = uniqueTag();
    const refused = await api.post('/contact/submit.php', { form: { ...contactForm(bad), 'preferred_times[0][date]': '2026-12-03', 'preferred_times[0][part]': 'evening' } });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toMatch(/^\/contact\?sent=0&error=.*Preferred(%20|\+)visit(%20|\+)times/);
    expect(await readInbox(bad)).toHaveLength(0);
    const other = await api.post('/contact/submit.php', { form: { ...contactForm(bad), 'preferred_times[0][date]': '2026-12-03', 'preferred_times[0][when]': 'morning' } });
    expect(other.headers.get('location')).toMatch(/sent=0/);
    expect(await readInbox(bad)).toHaveLength(0);
  });

  it('refuses details it cannot keep with a 400 that says which, and stores nothing', async () => {
    for (const [extra, message] of [
      [{ move_in_timeframe: 'Tomorrow' }, /Move-in timeframe must be one of: Within a month, 1-3 months, Just exploring/],
      [{ payment_source: 'Bitcoin' }, /Payment source must be one of/],
      [{ preferred_times: ['2026-02-30 morning'] }, /Preferred visit times must be a date and "morning" or "afternoon"/],
      [{ preferred_times: ['2026-12-03 evening'] }, /Preferred visit times/],
      [{ preferred_times: ['2026-12-01 morning', '2026-12-02 morning', '2026-12-03 morning', '2026-12-04 morning'] }, /at most 3 entries/],
      [{ preferred_times: 'x'.repeat(10_000) }, /Preferred visit times/],
      [{ relationship: 'x'.repeat(101) }, /Relationship must be at most 100 characters/],
    ] as const) {
      const tag = uniqueTag();
      expectFailure(await submit(tag, extra), 400, message);
      expect(await readInbox(tag)).toEqual([]);
    }
  });

  it('filters the inbox by move-in timeframe and payment source', async () => {
    const tag = uniqueTag();
    await submit(tag, { ...TOUR, move_in_timeframe: 'Within a month', payment_source: 'Private pay' });
    await submit(tag, { ...TOUR, move_in_timeframe: 'Just exploring', payment_source: 'Private pay' });
    const cookie = await admin();
    const read = async (query: string) => ((await api.get(`/inquiries/read.php?search=${tag}&${query}`, { cookie })).body.records as Array<{ move_in_timeframe: string }>).map((one) => one.move_in_timeframe);
    expect(await read('move_in_timeframe=Within%20a%20month')).toEqual(['Within a month']);
    expect((await read('payment_source=Private%20pay')).sort()).toEqual(['Just exploring', 'Within a month']);
    expect(await read('payment_source=Veterans%20benefits')).toEqual([]);
    expectFailure(await api.get('/inquiries/read.php?move_in_timeframe=soon', { cookie }), 400, /move_in_timeframe must be one of/);
  });

  it('refuses the same lists in the Strapi console', async () => {
    const token = await consoleToken();
    const made = await call('POST', '/content-manager/collection-types/api::inquiry.inquiry', {
      headers: { Authorization: `Bearer ${token}` },
      json: { firstName: 'Con', lastName: 'Sole', email: 'con@example.org', phone: '3605550100', serviceType: 'Schedule a Tour', message: 'Hi', moveInTimeframe: 'Someday' },
    });
    expect(made.status, made.text.slice(0, 200)).toBe(400);
    expect(made.body.error.message).toMatch(/Move-in timeframe must be one of/);
  });
});

describe('the inbox as a CSV file', () => {
  const csvOf = async (query = '') => {
    const reply = await fetch(`${baseUrl()}/backend/api/inquiries/export.php${query}`, { headers: { Cookie: await admin() } });
    // fetch's text() drops a byte order mark: decode the bytes as they came.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await reply.arrayBuffer());
    return { reply, text };
  };

  it('is for approved admins only', async () => {
    expectFailure(await api.get('/inquiries/export.php'), 401);
    expectFailure(await api.get('/inquiries/export.php', { cookie: (await makeUser('staff', 'approved')).cookie }), 403);
  });

  it('downloads UTF-8 with a header row, quoting where needed, and formulas kept as text', async () => {
    const tag = uniqueTag();
    await submit(tag, { ...TOUR, relationship: '=HYPERLINK("http://evil.example","Click")' });
    await api.post('/contact/submit.php', { json: { ...contactForm(tag), firstName: 'Zoë', lastName: '+Sum', message: `Line one, "quoted"\nline two [${tag}]` } });
    const { reply, text } = await csvOf(`?search=${tag}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(text.startsWith('\uFEFFReceived,First name,Last name,Email,Phone,Type of request,Status,Message,Notes,Relationship,Move-in timeframe,Payment source,Preferred visit times,Tour booked,Heard about us,Walking,Memory,Insulin,Health data consent,Language\r\n')).toBe(true);
    expect(text).toContain('\'=HYPERLINK(""http://evil.example"",""Click"")');
    expect(text).toContain(',Zoë,');
    expect(text).toContain(',\'+Sum,');
    expect(text).toContain(`"Line one, ""quoted""\nline two [${tag}]"`);
    expect(text).toContain('2026-12-03 morning; 2026-12-05 afternoon');
    // Received in the home's time zone (Pacific by default), the status in words (issue 32).
    for (const row of text.trimEnd().split('\r\n').slice(1).filter((line) => /^\d/.test(line))) expect(row).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} P[SD]T,/);
    expect(text).toContain(',Schedule a Tour,New,');
    // Two requests of this tag: the header and two rows (the message's own line break is inside quotes).
    expect(text.trimEnd().split('\r\n')).toHaveLength(3);
  });

  it('follows the home’s time zone setting', async () => {
    const tag = uniqueTag();
    await submit(tag, TOUR);
    const cookie = await admin();
    expect((await api.post('/settings/update.php', { cookie, json: { timezone: 'America/New_York' } })).status).toBe(200);
    try {
      const { text } = await csvOf(`?search=${tag}`);
      expect(text.split('\r\n')[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} E[SD]T,/);
    } finally {
      expect((await api.post('/settings/update.php', { cookie, json: { timezone: 'America/Los_Angeles' } })).status).toBe(200);
    }
  });

  it('refuses a bad filter with a 400', async () => {
    expectFailure(await api.get('/inquiries/export.php?payment_source=cash', { cookie: await admin() }), 400);
  });

  it('writes times on the home’s clock across daylight saving, and every status as a word', () => {
    const base: Omit<Inquiry, 'id' | 'status' | 'created_at'> = {
      first_name: 'A',
      last_name: 'B',
      email: 'a@example.org',
      phone: '',
      service_type: 'General Information',
      message: 'Hi',
      closed_reason: '',
      notes: '',
      relationship: '',
      move_in_timeframe: '',
      heard_from: '',
      payment_source: '',
      preferred_times: [],
      care_needs: { mobility: '', memory: '', insulin: '', payment: '' },
      health_data_consent: null,
      language: 'en',
      updated_at: '',
    };
    const rows = (timeZone?: string) =>
      inquiriesCsv(
        [
          { ...base, id: 1, status: 'new', created_at: '2026-07-01T19:30:00.000Z' },
          { ...base, id: 2, status: 'tour_booked', created_at: '2026-11-22T12:15:00.000Z' },
          { ...base, id: 3, status: 'closed', closed_reason: 'no_answer', created_at: '2026-11-22T12:15:00.000Z' },
        ],
        timeZone,
      )
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((row) => row.split(',').slice(0, 7).join(','));
    // Each stage in words, the same as the screens (issue 45), a closed one with its reason.
    expect(rows()).toEqual([
      '2026-07-01 12:30 PDT,A,B,a@example.org,,General Information,New',
      '2026-11-22 04:15 PST,A,B,a@example.org,,General Information,Tour booked',
      '2026-11-22 04:15 PST,A,B,a@example.org,,General Information,Closed (No answer)',
    ]);
    expect(rows('America/New_York').map((row) => row.slice(0, 20))).toEqual(['2026-07-01 15:30 EDT', '2026-11-22 07:15 EST', '2026-11-22 07:15 EST']);
  });
});
