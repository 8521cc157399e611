import { describe, expect, it } from 'vitest';
import { HEALTH_DATA_CONSENT_REQUIRED, HEALTH_DATA_CONSENT_TEXT } from '@afh/contract/care-needs';
import { admin } from './helpers/content';
import { api, baseUrl, expectFailure } from './helpers/http';
import { contactForm, readInbox, uniqueTag } from './helpers/inquiries';
import { makeUser } from './helpers/sessions';

/**
 * The tour's pre-screen (issue 46, part 5): walking, memory and insulin are consumer health data
 * (Washington's My Health My Data Act), kept only with their own consent, recorded with its time and
 * words; the way to pay is the tour's one payment question and needs none. Only admins read them.
 */
const NEEDS = { mobility: 'Two-person transfer', memory: 'Dementia diagnosis', insulin: 'Yes' };
const EMPTY = { mobility: '', memory: '', insulin: '', payment: '' };

const submit = (tag: string, extra: Record<string, unknown>, serviceType = 'Schedule a Tour') => api.post('/contact/submit.php', { json: { ...contactForm(tag), serviceType, ...extra } });
const stored = async (tag: string) => {
  const records = await readInbox(tag);
  expect(records).toHaveLength(1);
  return records[0];
};

describe('health answers without consent', () => {
  it('are refused with 400 in plain words, naming the consent box, and nothing of the request is stored', async () => {
    const tag = uniqueTag();
    for (const extra of [{ care_needs: NEEDS }, { care_needs: { insulin: 'No' }, health_data_consent: false }, { care_needs: { memory: 'No concerns', payment: 'Private pay' } }]) {
      const reply = await submit(tag, extra);
      expectFailure(reply, 400, HEALTH_DATA_CONSENT_REQUIRED);
      expect(reply.body.field).toBe('health_data_consent');
    }
    expect(await readInbox(tag)).toEqual([]);
  });

  it('are refused from a plain form post too (no JavaScript): back to the form with the message, nothing stored', async () => {
    const tag = uniqueTag();
    const reply = await api.post('/contact/submit.php', { form: { ...contactForm(tag), 'care_needs[mobility]': 'Walks with help', 'care_needs[memory]': '', 'care_needs[insulin]': '' } });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe(`/contact?sent=0&error=${encodeURIComponent(HEALTH_DATA_CONSENT_REQUIRED)}`);
    expect(await readInbox(tag)).toEqual([]);
  });

  it('a consent that is not yes or no, an answer not on the list, or an unknown question: 400, nothing stored', async () => {
    const tag = uniqueTag();
    expectFailure(await submit(tag, { care_needs: NEEDS, health_data_consent: 'yes please' }), 400, 'Health data consent must be true or false');
    expectFailure(await submit(tag, { care_needs: { mobility: 'Runs marathons' }, health_data_consent: true }), 400, /^Walking must be one of: Walks alone, /);
    expectFailure(await submit(tag, { care_needs: { memory: 'x'.repeat(10_000) }, health_data_consent: true }), 400, /^Memory must be one of/);
    expectFailure(await submit(tag, { care_needs: { diagnosis: 'Parkinson' }, health_data_consent: true }), 400, 'Unknown field: diagnosis');
    expectFailure(await submit(tag, { care_needs: 'Dementia', health_data_consent: true }), 400, /^care_needs must be an object/);
    expect(await readInbox(tag)).toEqual([]);
  });
});

describe('health answers with consent', () => {
  it('are kept with the request, with the time and the exact words of the consent, for the admin to read', async () => {
    const tag = uniqueTag();
    const before = Date.now();
    const reply = await submit(tag, { care_needs: { ...NEEDS, payment: 'Medicaid (COPES / Community First Choice)' }, health_data_consent: true });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    // The family's answer says thank you, and nothing of what they told.
    expect(Object.keys(reply.body).sort()).toEqual(['message', 'success']);
    const record = await stored(tag);
    expect(record.care_needs).toEqual({ ...NEEDS, payment: 'Medicaid (COPES / Community First Choice)' });
    expect(record.payment_source).toBe('Medicaid (COPES / Community First Choice)');
    expect(record.health_data_consent?.text).toBe(HEALTH_DATA_CONSENT_TEXT);
    const at = Date.parse(record.health_data_consent?.at ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('come from a plain form post too: the ticked box sends "true", blanks are no answer', async () => {
    const tag = uniqueTag();
    const form = { ...contactForm(tag), payment_source: 'Private pay', 'care_needs[mobility]': 'Uses a wheelchair', 'care_needs[memory]': '', 'care_needs[insulin]': 'No', health_data_consent: 'true' };
    const reply = await api.post('/contact/submit.php', { form });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/contact?sent=1');
    const record = await stored(tag);
    expect(record.care_needs).toEqual({ mobility: 'Uses a wheelchair', memory: '', insulin: 'No', payment: 'Private pay' });
    expect(record.health_data_consent?.text).toBe(HEALTH_DATA_CONSENT_TEXT);
  });

  it('are the admin’s only: signed out 401, a non-admin 403, and the CSV export carries them', async () => {
    const tag = uniqueTag();
    expect((await submit(tag, { care_needs: NEEDS, health_data_consent: true })).status).toBe(201);
    expectFailure(await api.get(`/inquiries/read.php?search=${tag}`), 401);
    const staff = await makeUser('staff', 'approved');
    const refused = await api.get(`/inquiries/read.php?search=${tag}`, { cookie: staff.cookie });
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain('Dementia');
    expectFailure(await api.get(`/inquiries/export.php?search=${tag}`, { cookie: staff.cookie }), 403);

    const csv = await fetch(`${baseUrl()}/backend/api/inquiries/export.php?search=${tag}`, { headers: { Cookie: await admin() } });
    const [header, row] = (await csv.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(header.endsWith(',Heard about us,Walking,Memory,Insulin,Health data consent,Language')).toBe(true);
    expect(row).toMatch(/,Two-person transfer,Dementia diagnosis,Yes,\d{4}-\d{2}-\d{2} \d{2}:\d{2} P[SD]T,English$/);
  });

  it('are removed with the request: deleted, it is read by no one', async () => {
    const tag = uniqueTag();
    expect((await submit(tag, { care_needs: NEEDS, health_data_consent: true })).status).toBe(201);
    const record = await stored(tag);
    expect((await api.delete('/inquiries/delete.php', { cookie: await admin(), json: { id: record.id } })).status).toBe(200);
    expect(await readInbox(tag)).toEqual([]);
  });
});

describe('the way to pay', () => {
  it('needs no consent: it is not health data, and it is the tour’s one payment answer under either name', async () => {
    const viaPrescreen = uniqueTag();
    expect((await submit(viaPrescreen, { care_needs: { payment: 'VA benefits' } })).status).toBe(201);
    expect(await stored(viaPrescreen)).toMatchObject({ payment_source: 'VA benefits', care_needs: { ...EMPTY, payment: 'VA benefits' }, health_data_consent: null });

    const viaSource = uniqueTag();
    expect((await submit(viaSource, { payment_source: 'Not sure', care_needs: { payment: 'Not sure' } })).status).toBe(201);
    expect(await stored(viaSource)).toMatchObject({ payment_source: 'Not sure', care_needs: { ...EMPTY, payment: 'Not sure' } });
  });

  it('said two different ways is refused (400), nothing stored', async () => {
    const tag = uniqueTag();
    expectFailure(await submit(tag, { payment_source: 'Private pay', care_needs: { payment: 'VA benefits' } }), 400, /^Payment source and care_needs\.payment are the same answer/);
    expect(await readInbox(tag)).toEqual([]);
  });
});

describe('requests without the pre-screen', () => {
  it('are kept as before: no answers, no consent recorded (a consent with no answers covers nothing)', async () => {
    const bare = uniqueTag();
    expect((await submit(bare, {})).status).toBe(201);
    expect(await stored(bare)).toMatchObject({ care_needs: EMPTY, health_data_consent: null });
    const ticked = uniqueTag();
    expect((await submit(ticked, { health_data_consent: true, care_needs: { mobility: '', memory: '', insulin: '' } })).status).toBe(201);
    expect(await stored(ticked)).toMatchObject({ care_needs: EMPTY, health_data_consent: null });
  });

  it('drop answers sent with another type of request, as the other tour details', async () => {
    const tag = uniqueTag();
    expect((await submit(tag, { care_needs: NEEDS }, 'General Information')).status).toBe(201);
    expect(await stored(tag)).toMatchObject({ service_type: 'General Information', care_needs: EMPTY, health_data_consent: null });
  });
});
