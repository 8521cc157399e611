import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from './helpers/content';
import { api, expectFailure } from './helpers/http';

const FIELDS = [
  'business_name',
  'address',
  'phone',
  'email',
  'emergency_contact',
  'company_description',
  'mission_statement',
  'vision_statement',
  'value_compassion',
  'value_excellence',
  'value_respect',
  'value_integrity',
  'residents_count',
  'care_availability',
  'family_satisfaction',
  'daily_meals',
  'license_number',
  'licensee_name',
  'rooms_open',
  'next_opening',
  'rooms_checked_at',
  'availability_notice',
  'availability_notice_enabled',
  'license_lookup_url',
  'price_from',
  'price_to',
  'price_includes',
  'payment_types',
  'payment_other',
  'pricing_note',
  'medicaid_policy',
  // The care the home gives, and the state's inspection reports (issue 46).
  'care_specialties',
  'care_other',
  'languages',
  'care_changed_at',
  'inspection_reports',
  // Tour hours (issue 33).
  'tour_days',
  'tour_start',
  'tour_end',
  'tour_length_minutes',
  'tour_notice_hours',
  'tour_horizon_days',
  'tour_closed_dates',
  'timezone',
  'disclosure_url',
  // The hero's photos (issue 33).
  'hero_image_1',
  'hero_alt_1',
  'hero_image_2',
  'hero_alt_2',
  'hero_image_3',
  'hero_alt_3',
  // The part of each hero photo a phone keeps in view (issue 44).
  'hero_focus_1',
  'hero_focus_2',
  'hero_focus_3',
  'updated_at',
];

type Settings = Record<string, any>;

const readSettings = async (): Promise<Settings> => {
  const reply = await api.get('/settings/read.php');
  expect(reply.status).toBe(200);
  expect(reply.body.success).toBe(true);
  return reply.body.data;
};

const update = async (body: unknown) => api.post('/settings/update.php', { cookie: await admin(), json: body });

/** The record without updated_at, to compare contents. */
/** What a person set: without the times the server keeps (when saved, when rooms were last said). */
const contents = ({ updated_at: _ignored, rooms_checked_at: _noted, care_changed_at: _changed, ...rest }: Settings) => rest;

// Other test files read the settings too: the original record is put back at the end.
let original: Settings;
beforeAll(async () => {
  original = await readSettings();
});
afterAll(async () => {
  const reply = await update(original);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(contents(await readSettings())).toEqual(contents(original));
});

describe('site settings', () => {
  it('read.php answers {success: true, data} with every field of the contract', async () => {
    const reply = await api.get('/settings/read.php');
    expect(Object.keys(reply.body).sort()).toEqual(['data', 'success']);
    expect(Object.keys(reply.body.data).sort()).toEqual([...FIELDS].sort());
  });

  it('read.php shows the seeded facts', async () => {
    expect(original).toMatchObject({ residents_count: 6, care_availability: '24/7', family_satisfaction: '100%' });
    expect(original.business_name).toEqual(expect.any(String));
    expect(original.business_name.length).toBeGreaterThan(0);
  });

  it('update with the full record sent back succeeds and the next public read shows it', async () => {
    const record = { ...(await readSettings()), business_name: 'Renamed Haven', mission_statement: 'A new mission.', daily_meals: 4 };
    const reply = await update(record);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Settings updated successfully' });
    expect(reply.body.data).toMatchObject(contents(record));

    expect(contents(await readSettings())).toEqual(contents(record));
  });

  it('update with a subset changes only those fields', async () => {
    const before = await readSettings();
    const reply = await update({ family_satisfaction: '99%' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(contents(await readSettings())).toEqual({ ...contents(before), family_satisfaction: '99%' });
  });

  it("a formatted phone '(360) 555-0199' is stored as digits '3605550199'", async () => {
    const reply = await update({ ...(await readSettings()), phone: '(360) 555-0199', emergency_contact: '360.555.0100' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await readSettings()).toMatchObject({ phone: '3605550199', emergency_contact: '3605550100' });
  });

  it("residents_count '7' (a digit string) is stored as the number 7", async () => {
    const reply = await update({ ...(await readSettings()), residents_count: '7' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await readSettings()).residents_count).toBe(7);
  });

  it("residents_count '' clears the number", async () => {
    const reply = await update({ residents_count: '' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await readSettings()).residents_count).toBeNull();
  });

  it('the trust fields start empty and the availability notice switched off', async () => {
    expect(original).toMatchObject({ license_number: '', licensee_name: '', availability_notice: '', availability_notice_enabled: false });
  });

  it('the license, licensee and availability notice are stored and read back publicly', async () => {
    const trust = {
      license_number: ' 751234 ',
      licensee_name: 'Maria Lopez',
      availability_notice: 'A private room is available from March 1.',
      availability_notice_enabled: true,
    };
    const reply = await update(trust);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await readSettings()).toMatchObject({ ...trust, license_number: '751234' });

    expect((await update({ availability_notice_enabled: false, license_number: null })).status).toBe(200);
    expect(await readSettings()).toMatchObject({ license_number: '', availability_notice: trust.availability_notice, availability_notice_enabled: false });
  });

  it.each<[string, Settings]>([
    ["availability_notice_enabled 'yes'", { availability_notice_enabled: 'yes' }],
    ['availability_notice_enabled 1', { availability_notice_enabled: 1 }],
    ['availability_notice_enabled null', { availability_notice_enabled: null }],
    ['a license number with markup', { license_number: '<b>1</b>' }],
    ['a license number of 51 characters', { license_number: '1'.repeat(51) }],
    ['a licensee name of 201 characters', { licensee_name: 'a'.repeat(201) }],
    ['an availability notice of 501 characters', { availability_notice: 'a'.repeat(501) }],
    ['an availability notice that is a list', { availability_notice: ['a'] }],

    ['residents_count -1', { residents_count: -1 }],
    ["residents_count 'many'", { residents_count: 'many' }],
    ['residents_count 2.5', { residents_count: 2.5 }],
    ["email 'nope'", { email: 'nope' }],
    ['a phone of 3 digits', { phone: '555' }],
    ['an emergency contact of 3 digits', { emergency_contact: '(55) 5' }],
    ['an unknown field', { favourite_colour: 'green' }],
    ['a business name that is a number', { business_name: 42 }],
    ['a license lookup address that is not https', { license_lookup_url: 'http://fortress.wa.gov/lookup' }],
    ['a license lookup address that is a script', { license_lookup_url: 'javascript:alert(1)' }],
    ['a price that is not whole dollars', { price_from: 6500.5 }],
    ['a negative price', { price_to: -1 }],
    ['a price range upside down', { price_from: 9000, price_to: 6500 }],
    ['an unknown payment type', { payment_types: ['Cash'] }],
    ['payment types that are not a list', { payment_types: 'Private pay' }],
    ['21 inclusions', { price_includes: Array.from({ length: 21 }, (_, index) => `Item ${index}`) }],
    ['a pricing note of 1001 characters', { pricing_note: 'a'.repeat(1001) }],
    ['a Medicaid policy of 2001 characters', { medicaid_policy: 'a'.repeat(2001) }],
    ['a Medicaid policy that is a list', { medicaid_policy: ['We admit Medicaid residents.'] }],
    ['9 rooms open', { rooms_open: 9, residents_count: null }],
    ['more rooms open than residents', { rooms_open: 3, residents_count: 2 }],
    ['a negative number of rooms', { rooms_open: -1 }],
    ['a next opening that is no month', { next_opening: '2027-13' }],
    ['a next opening in words', { next_opening: 'March' }],
    // Issue 46: the care list and the inspection reports.
    ['an unknown care specialty', { care_specialties: ['Everything'] }],
    ['a care specialty by its words, not its key', { care_specialties: ['Wound care'] }],
    ['care specialties that are not a list', { care_specialties: 'memory_care' }],
    ['other care of 201 characters', { care_other: 'a'.repeat(201) }],
    ['an inspection report elsewhere', { inspection_reports: [{ url: 'https://example.com/report.pdf', date: '2025-04-02' }] }],
    ['an inspection report that is no PDF of the site', { inspection_reports: [{ url: '/uploads/../config.pdf', date: '2025-04-02' }] }],
    ['an inspection report without its date', { inspection_reports: [{ url: '/uploads/inspection-report_2025-04-02_0a1b2c3d4e.pdf' }] }],
    ['an inspection report on no real day', { inspection_reports: [{ url: '/uploads/inspection-report_2025-04-02_0a1b2c3d4e.pdf', date: '2025-02-30' }] }],
    ['an inspection report with another field', { inspection_reports: [{ url: '/uploads/inspection-report_2025-04-02_0a1b2c3d4e.pdf', date: '2025-04-02', title: 'x' }] }],
    ['the same inspection report twice', { inspection_reports: [1, 2].map(() => ({ url: '/uploads/inspection-report_2025-04-02_0a1b2c3d4e.pdf', date: '2025-04-02' })) }],
    ['21 inspection reports', { inspection_reports: Array.from({ length: 21 }, (_, index) => ({ url: `/uploads/inspection-report_${index}.pdf`, date: '2025-04-02' })) }],
    ['inspection reports that are not a list', { inspection_reports: '/uploads/inspection-report.pdf' }],
  ])('update with %s answers 400 and changes nothing', async (_name, change) => {
    const before = await readSettings();
    expectFailure(await update({ ...before, ...change }), 400);
    expect(await readSettings()).toEqual(before);
  });

  it('starts with no costs and the state license lookup, and stores costs and payment types in their order', async () => {
    const fresh = await readSettings();
    expect(fresh).toMatchObject({ price_from: null, price_to: null, price_includes: [], payment_types: [], payment_other: '', pricing_note: '', medicaid_policy: '' });
    expect(fresh.license_lookup_url).toMatch(/^https:\/\/.+\.wa\.gov\//);
    const reply = await update({
      price_from: '6500',
      price_to: 9000,
      price_includes: [' Meals ', '', 'Laundry'],
      // Issue 46: a former spelling ('Veterans benefits') is still taken, as it is written now.
      payment_types: ['Other', 'Veterans benefits', 'Private pay', 'Private pay'],
      payment_other: ' Reverse mortgage ',
      pricing_note: 'Depends on care needs.',
      medicaid_policy: ' We admit Medicaid residents.\nResidents who move to Medicaid can stay. ',
      license_lookup_url: 'https://www.dshs.wa.gov/lookup',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await readSettings()).toMatchObject({
      price_from: 6500,
      price_to: 9000,
      price_includes: ['Meals', 'Laundry'],
      payment_types: ['Private pay', 'VA benefits', 'Other'],
      payment_other: 'Reverse mortgage',
      pricing_note: 'Depends on care needs.',
      // Issue 46 (RCW 70.128.280): kept as written, its lines too, trimmed at the ends.
      medicaid_policy: 'We admit Medicaid residents.\nResidents who move to Medicaid can stay.',
      license_lookup_url: 'https://www.dshs.wa.gov/lookup',
    });
    // Emptied, they read as none again (and the lookup as the state's default).
    expect((await update({ price_from: '', price_to: null, price_includes: [], payment_types: [], payment_other: '', pricing_note: '', medicaid_policy: '', license_lookup_url: '' })).status).toBe(200);
    expect(await readSettings()).toMatchObject({
      price_from: null,
      price_to: null,
      price_includes: [],
      payment_types: [],
      payment_other: '',
      pricing_note: '',
      medicaid_policy: '',
      license_lookup_url: fresh.license_lookup_url,
    });
  });

  it('keeps the care ticked in the list order, with other care in her words; a change is noted until a new Disclosure of Services (issue 46)', async () => {
    expect(await readSettings()).toMatchObject({ care_specialties: [], care_other: '', care_changed_at: null });
    // Saving other settings says nothing of the care list.
    expect((await update({ pricing_note: 'Care changes the price.' })).status).toBe(200);
    expect((await readSettings()).care_changed_at).toBeNull();
    const before = Date.now();
    const reply = await update({ care_specialties: ['other', 'hospice', 'memory_care', 'hospice'], care_other: " Parkinson's disease " });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const said = await readSettings();
    expect(said).toMatchObject({ care_specialties: ['memory_care', 'hospice', 'other'], care_other: "Parkinson's disease" });
    expect(Date.parse(said.care_changed_at)).toBeGreaterThanOrEqual(before - 1000);
    // The whole record sent back changes nothing, and the time it carries is not taken.
    expect((await update({ ...said, care_changed_at: '2001-01-01T00:00:00.000Z' })).status).toBe(200);
    expect((await readSettings()).care_changed_at).toBe(said.care_changed_at);
    // A new Disclosure of Services ends the reminder; taking it off the site does not.
    expect((await update({ disclosure_url: '/uploads/disclosure-of-services_0a1b2c3d4e.pdf' })).status).toBe(200);
    expect((await readSettings()).care_changed_at).toBeNull();
    expect((await update({ care_specialties: ['memory_care'] })).status).toBe(200);
    expect((await readSettings()).care_changed_at).not.toBeNull();
    expect((await update({ disclosure_url: '' })).status).toBe(200);
    expect((await readSettings()).care_changed_at).not.toBeNull();
    expect((await update({ care_specialties: [], care_other: '' })).status).toBe(200);
    expect(await readSettings()).toMatchObject({ care_specialties: [], care_other: '' });
  });

  it('keeps the inspection reports newest first, and an empty list takes them all off (issue 46)', async () => {
    expect((await readSettings()).inspection_reports).toEqual([]);
    const reports = [
      { url: '/uploads/inspection-report_2023-01-10_0a1b2c3d4e.pdf', date: '2023-01-10' },
      { url: '/uploads/inspection-report_2025-04-02_1a1b2c3d4e.pdf', date: '2025-04-02' },
      { url: '/uploads/inspection-report_2024-06-30_2a1b2c3d4e.pdf', date: ' 2024-06-30 ' },
    ];
    const reply = await update({ inspection_reports: reports });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await readSettings()).inspection_reports).toEqual([
      { url: '/uploads/inspection-report_2025-04-02_1a1b2c3d4e.pdf', date: '2025-04-02' },
      { url: '/uploads/inspection-report_2024-06-30_2a1b2c3d4e.pdf', date: '2024-06-30' },
      { url: '/uploads/inspection-report_2023-01-10_0a1b2c3d4e.pdf', date: '2023-01-10' },
    ]);
    expect((await update({ inspection_reports: [] })).status).toBe(200);
    expect((await readSettings()).inspection_reports).toEqual([]);
  });

  it('says nothing of rooms until told, then keeps how many are open and the next opening; emptied, nothing again (issue 46)', async () => {
    expect(await readSettings()).toMatchObject({ rooms_open: null, next_opening: '' });
    // Saving other settings says nothing of rooms: Today's question is not put off by it.
    expect((await update({ pricing_note: 'Rooms are private.' })).status).toBe(200);
    expect((await readSettings()).rooms_checked_at).toBeNull();
    const before = Date.now();
    const reply = await update({ rooms_open: '1', next_opening: ' 2027-03 ', residents_count: 6 });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const said = await readSettings();
    expect(said).toMatchObject({ rooms_open: 1, next_opening: '2027-03' });
    // When it was said (or confirmed, the same again): Today asks again a month later.
    expect(Date.parse(said.rooms_checked_at)).toBeGreaterThanOrEqual(before - 1000);
    // The whole record sent back, as a caller (or the Settings form) may, is taken, and says nothing new of rooms.
    expect((await update({ ...said })).status).toBe(200);
    expect((await readSettings()).rooms_checked_at).toBe(said.rooms_checked_at);
    // Confirmed as they are (Today's "Yes, still"): noted again, nothing else changed.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await update({ rooms_confirmed: true })).status).toBe(200);
    const confirmed = await readSettings();
    expect(Date.parse(confirmed.rooms_checked_at)).toBeGreaterThan(Date.parse(said.rooms_checked_at));
    expect(confirmed).toMatchObject({ rooms_open: 1, next_opening: '2027-03' });
    expect((await update({ rooms_open: 0 })).status).toBe(200);
    expect((await readSettings()).rooms_open).toBe(0);
    const refused = await update({ rooms_open: 7, residents_count: 6 });
    expectFailure(refused, 400, 'Rooms Open Now must not be more than Number of Residents');
    expect((await update({ rooms_open: '', next_opening: '' })).status).toBe(200);
    expect(await readSettings()).toMatchObject({ rooms_open: null, next_opening: '' });
  });

  it('update refuses an anonymous caller with 401 and changes nothing', async () => {
    const before = await readSettings();
    expectFailure(await api.post('/settings/update.php', { json: { business_name: 'Hijacked' } }), 401);
    expect(await readSettings()).toEqual(before);
  });
});
