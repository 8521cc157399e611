import { describe, expect, it } from 'vitest';
import { storedInquiries } from './helpers/content';
import { api, expectFailure } from './helpers/http';

let counter = 0;
/** A valid contact form whose message is unique, so the stored inquiry can be found again. */
const validForm = () => ({
  firstName: 'Margaret',
  lastName: 'Olsen',
  email: 'margaret.olsen@example.org',
  phone: '(360) 555-0123',
  serviceType: 'Schedule a Tour',
  message: `We would like to visit next week. [contact-test ${Date.now()}-${++counter}]`,
});

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'serviceType', 'message'] as const;

const findStored = async (message: string) => (await storedInquiries()).filter((entry) => entry.message === message);

/** Runs a rejected submission and checks that nothing new was stored. */
const expectNothingStored = async (attempt: () => Promise<unknown>) => {
  const before = (await storedInquiries()).length;
  await attempt();
  expect((await storedInquiries()).length).toBe(before);
};

describe('contact/submit.php', () => {
  it('a JSON submission with every field answers 201 {success: true, message} and is stored with status new', async () => {
    const form = validForm();
    const reply = await api.post('/contact/submit.php', { json: form });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.success).toBe(true);
    expect(typeof reply.body.message).toBe('string');
    expect(reply.body.message.length).toBeGreaterThan(0);

    const stored = await findStored(form.message);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...form, inquiryStatus: 'new' });
  });

  it('every service type of the form is accepted', async () => {
    for (const serviceType of ['Schedule a Tour', 'General Information', 'Pricing & Insurance', 'Medical Questions', 'Other']) {
      const reply = await api.post('/contact/submit.php', { json: { ...validForm(), serviceType } });
      expect(reply.status, `${serviceType}: ${JSON.stringify(reply.body)}`).toBe(201);
    }
  });

  it.each(FIELDS)('a submission without %s answers 400 and stores nothing', async (field) => {
    await expectNothingStored(async () => {
      const { [field]: _left, ...rest } = validForm();
      expectFailure(await api.post('/contact/submit.php', { json: rest }), 400);
      expectFailure(await api.post('/contact/submit.php', { json: { ...validForm(), [field]: '   ' } }), 400);
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a bad email', { email: 'margaret-at-example' }],
    ["serviceType 'Catering'", { serviceType: 'Catering' }],
    ['an unknown field', { company: 'Acme' }],
    ['a message of 5001 characters', { message: 'x'.repeat(5001) }],
    ['a phone with letters', { phone: 'call me maybe' }],
    ['a first name that is a number', { firstName: 42 }],
  ])('a submission with %s answers 400 and stores nothing', async (_name, change) => {
    await expectNothingStored(async () => {
      expectFailure(await api.post('/contact/submit.php', { json: { ...validForm(), ...change } }), 400);
    });
  });

  it.each<[string, Record<string, unknown>, string | undefined]>([
    ['a bad email', { email: 'margaret-at-example' }, 'email'],
    ['a phone with letters', { phone: 'call me maybe' }, 'phone'],
    ['a message of 5001 characters', { message: 'x'.repeat(5001) }, 'message'],
    ['a first name of spaces', { firstName: '   ' }, 'firstName'],
    ['an unknown field', { company: 'Acme' }, undefined],
  ])('a refusal of %s names the field it is about, so the form can show it there (issue 44)', async (_name, change, field) => {
    const reply = await api.post('/contact/submit.php', { json: { ...validForm(), ...change } });
    expectFailure(reply, 400);
    expect(reply.body.field).toBe(field);
  });

  it("a plain form post with valid fields is answered 303 to '/contact?sent=1' and stored", async () => {
    const form = validForm();
    const reply = await api.post('/contact/submit.php', { form });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/contact?sent=1');

    const stored = await findStored(form.message);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...form, inquiryStatus: 'new' });
  });

  it("an invalid form post is answered 303 to '/contact?sent=0&error=...' and stores nothing", async () => {
    await expectNothingStored(async () => {
      const reply = await api.post('/contact/submit.php', { form: { ...validForm(), email: 'not-an-email' } });
      expect(reply.status).toBe(303);
      const location = reply.headers.get('location') ?? '';
      expect(location.startsWith('/contact?sent=0&error=')).toBe(true);
      const error = new URL(location, 'http://site').searchParams.get('error');
      expect(error?.length).toBeGreaterThan(0);
    });
  });

  it('a form post missing a field is answered 303 with an error and stores nothing', async () => {
    await expectNothingStored(async () => {
      const { message: _left, ...rest } = validForm();
      const reply = await api.post('/contact/submit.php', { form: rest });
      expect(reply.status).toBe(303);
      expect(reply.headers.get('location') ?? '').toMatch(/^\/contact\?sent=0&error=./);
    });
  });
});
