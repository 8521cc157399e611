import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/accounts';
import { call, expectFailure, type Reply } from './helpers/http';
import { contactForm, uniqueTag } from './helpers/inquiries';
import { startInstance, type Instance } from './helpers/instance';
import { decryptPush, makeSubscriberKeys, p256PublicKey, startPushEndpoint, verifyVapid, type PushEndpoint, type PushRequest, type SubscriberKeys } from './helpers/push-endpoint';
import { startSmtpSink } from './helpers/smtp-sink';
import { OPEN_HOURS } from './helpers/tours';

/**
 * Web Push alerts to the owner's devices (issue 45, part 1): an admin subscribes a browser, and
 * each new request, each tour a family moves or cancels, and a failing email setup reach every
 * subscribed device, encrypted for it, signed with the site's VAPID key, saying who wrote and
 * nothing of what they wrote or how to reach them.
 *
 * The push service is a local HTTPS one (helpers/push-endpoint.ts) that reads what arrives with
 * node:crypto alone, so the wire format is checked, not the sender's library. The server must trust
 * its throw-away certificate (NODE_EXTRA_CA_CERTS), which the shared server was not started with:
 * a Strapi of its own.
 */
const KEY = '/notifications/key.php';
const SUBSCRIBE = '/notifications/subscribe.php';
const UNSUBSCRIBE = '/notifications/unsubscribe.php';
const TEST = '/notifications/test.php';
const ADMIN_ONLY = 'Access denied. Admin privileges required.';
/** Time given to a push that should not come, once every push that should has come. */
const GRACE_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let push: PushEndpoint;
let server: Instance;
let first = '';
let publicKey = '';

/** Every device this file subscribed, by its endpoint's path: its keys and whose it is. */
const devices = new Map<string, { keys: SubscriberKeys; owner: string }>();
/** The paths of the devices the server should push to now (subscribed, not dropped nor unsubscribed). */
const live = new Set<string>();
/**
 * Endpoints no longer live, or never meant to be: after each test they are unsubscribed, so a
 * server that kept one by mistake fails the test that shows it, and not every test after it.
 */
const retired = new Set<string>();
const retire = (endpoint: string) => {
  live.delete(new URL(endpoint, 'https://x').pathname);
  retired.add(endpoint);
};

const site = (method: string, urlPath: string, options: { cookie?: string; json?: unknown; on?: Instance } = {}) =>
  call(method, `/backend/api${urlPath}`, { cookie: options.cookie, json: options.json, baseUrl: (options.on ?? server).baseUrl });

const signIn = async (email: string, password: string, on = server) => {
  const reply = await site('POST', '/users/login.php', { json: { email, password }, on });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.headers.getSetCookie().find((line) => line.startsWith('afh_session='))!.split(';')[0];
};

let people = 0;
/** A user of the given role, approved, made by the first admin, signed in. */
const makePerson = async (role: 'user' | 'staff' | 'admin') => {
  const email = `push-${role}.${Date.now()}.${++people}@afh.test`;
  const password = 'Secret-pass-1';
  const made = await site('POST', '/users/create.php', { cookie: first, json: { name: `Push ${role}`, email, password, phone: '3605550100', role, status: 'approved' } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return signIn(email, password);
};

const pathOf = (endpoint: string) => new URL(endpoint).pathname;

const subscription = (endpoint: string, keys: SubscriberKeys) => ({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });

/** Subscribes a new device of the push service for `cookie`'s admin, and notes it as live. */
const subscribe = async (cookie = first, keys = makeSubscriberKeys()) => {
  const endpoint = push.newEndpoint();
  const reply = await site('POST', SUBSCRIBE, { cookie, json: subscription(endpoint, keys) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  expect(reply.body).toEqual({ success: true, message: expect.any(String) });
  devices.set(pathOf(endpoint), { keys, owner: cookie });
  live.add(pathOf(endpoint));
  return { endpoint, keys };
};

/** What a push carried, decrypted with the keys of the device it was sent to. */
const payloadOf = (request: PushRequest) => {
  const device = devices.get(request.path);
  if (!device) throw new Error(`A push to ${request.path}, which this file never subscribed`);
  return JSON.parse(decryptPush(request.body, device.keys));
};

/** Decrypted, or null when it does not decrypt (a push for keys it was not made with). */
const payloadOrNull = (request: PushRequest) => {
  try {
    return payloadOf(request);
  } catch {
    return null;
  }
};

let families = 0;
/** A family's request, with a last name, email, phone and message of its own so a leak would show. */
const familyForm = (firstName: string, change: Record<string, unknown> = {}) => {
  const tag = uniqueTag();
  families++;
  return {
    tag,
    form: {
      ...contactForm(tag),
      firstName,
      lastName: `Quillfeather${tag}`,
      email: `family.${tag}@example.org`,
      phone: `(360) 555-${String(1000 + families).slice(-4)}`,
      message: `Mother needs help with her insulin at night, please call after six. [${tag}]`,
      ...change,
    },
  };
};

/** Sends a family's request to the server and answers it with the id the admin's inbox gives it. */
const sendRequest = async (firstName: string, change: Record<string, unknown> = {}) => {
  const { tag, form } = familyForm(firstName, change);
  const sent = await site('POST', '/contact/submit.php', { json: form });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const inbox = await site('GET', `/inquiries/read.php?search=${tag}`, { cookie: first });
  const [stored] = inbox.body.records.filter((record: { message: string }) => record.message.includes(`[${tag}]`));
  expect(stored).toBeDefined();
  return { form, tag, id: stored.id as number, reply: sent };
};

/** Nothing a family wrote or how to reach them: only their first name may travel through a push service. */
type FamilyForm = { lastName: string; email: string; phone: string; message: string };
const expectNothingPrivate = (plaintext: string, form: FamilyForm, tag: string) => {
  const lower = plaintext.toLowerCase();
  const email = form.email.toLowerCase();
  const privateParts = [form.message, form.lastName, email, email.split('@')[0], form.phone, form.phone.replace(/\D/g, ''), form.phone.slice(-8), tag];
  for (const part of privateParts) expect(lower, `the push carries "${part}"`).not.toContain(part.toLowerCase());
  // The message in pieces too: no run of four of its words.
  const words = form.message.split(/\s+/);
  for (let at = 0; at + 4 <= words.length; at++) expect(plaintext).not.toContain(words.slice(at, at + 4).join(' '));
};

/**
 * Waits (5 s at most) until every live device has received, after `since` requests, one push that
 * `match` accepts; then gives stray pushes a moment and checks none went to a device that is not
 * live, and that no live device got that push twice. Answers the pushes by device.
 */
const fanOut = async (since: number, match: (payload: any) => boolean, timeoutMs = 5_000) => {
  const matching = (request: PushRequest) => {
    const payload = live.has(request.path) ? payloadOrNull(request) : null;
    return payload !== null && match(payload);
  };
  const arrived = new Map<string, PushRequest>();
  await Promise.all(
    [...live].map(async (path) => {
      const request = await push.next((candidate) => candidate.path === path && push.received.indexOf(candidate) >= since && matching(candidate), timeoutMs).catch(() => {
        throw new Error(`The device ${path} received no matching push within ${timeoutMs} ms`);
      });
      arrived.set(path, request);
    }),
  );
  await sleep(GRACE_MS);
  const after = push.received.slice(since);
  expect(after.filter((request) => !live.has(request.path)).map((request) => request.path), 'pushes to devices that are not subscribed').toEqual([]);
  for (const path of live) expect(after.filter((request) => request.path === path && matching(request)), `pushes to ${path}`).toHaveLength(1);
  return arrived;
};

/** The refusal shape of subscribe.php: 400, success false, a message, and the field at fault. */
const expectRefused = (reply: Reply, field: 'endpoint' | 'keys', label: string) => {
  expect(reply.status, `${label}: ${JSON.stringify(reply.body)}`).toBe(400);
  expect(reply.body, label).toEqual(expect.objectContaining({ success: false, message: expect.any(String), field }));
};

beforeAll(async () => {
  push = await startPushEndpoint();
  server = await startInstance({
    NODE_EXTRA_CA_CERTS: process.env.MAIL_TLS_CA_FILE!,
    // This file sends more requests from one address than the default limit lets through; the limit is tested elsewhere.
    RATE_LIMIT_CONTACT_IP: '1000',
  });
  first = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
}, 180_000);

afterEach(async () => {
  for (const endpoint of retired) await site('POST', UNSUBSCRIBE, { cookie: first, json: { endpoint } });
  retired.clear();
});

afterAll(async () => {
  await server?.stop();
  await push?.stop();
});

describe('the VAPID public key', () => {
  it('is the base64url of an uncompressed P-256 point, the same on every read', async () => {
    const reply = await site('GET', KEY, { cookie: first });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({ success: true, publicKey: expect.any(String) });
    publicKey = reply.body.publicKey;
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]+$/);
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(0x04);
    // On the curve: node:crypto refuses a point that is not.
    expect(() => p256PublicKey(point)).not.toThrow();
    expect((await site('GET', KEY, { cookie: first })).body.publicKey).toBe(publicKey);
  });
});

describe('who may call it', () => {
  it('answers 401 signed out and 403 to anyone but an admin, and stores no device', async () => {
    const keys = makeSubscriberKeys();
    const endpoint = push.newEndpoint();
    retire(endpoint);
    const calls = (cookie?: string) => [
      site('GET', KEY, { cookie }),
      site('POST', SUBSCRIBE, { cookie, json: subscription(endpoint, keys) }),
      site('POST', UNSUBSCRIBE, { cookie, json: { endpoint } }),
      site('POST', TEST, { cookie, json: { endpoint } }),
      site('POST', TEST, { cookie, json: {} }),
    ];
    for (const reply of await Promise.all(calls())) expectFailure(reply, 401);
    for (const reply of await Promise.all(calls('afh_session=not-a-session'))) expectFailure(reply, 401);
    for (const role of ['user', 'staff'] as const) {
      const cookie = await makePerson(role);
      for (const reply of await Promise.all(calls(cookie))) expectFailure(reply, 403, ADMIN_ONLY);
    }
    // Had any of them stored the device, the next request would reach it (fanOut checks every push).
    await subscribe();
    const since = push.received.length;
    const { id } = await sendRequest('Ada');
    await fanOut(since, (payload) => payload.url === `/admin/inquiries?open=${id}`);
    expect(push.requestsTo(endpoint)).toEqual([]);
  });
});

describe('a new request', () => {
  it('reaches the device within 5 s, signed with the site key, encrypted for it, naming the family by first name only', async () => {
    const { endpoint, keys } = await subscribe();
    const since = push.received.length;
    const started = Date.now();
    const { form, tag, id } = await sendRequest('Ada', { serviceType: 'Schedule a Tour' });
    const request = await push.next((candidate) => candidate.path === pathOf(endpoint) && push.received.indexOf(candidate) >= since, 5_000);
    expect(request.receivedAt - started).toBeLessThan(5_000);

    expect(request.method).toBe('POST');
    expect(verifyVapid(request.headers.authorization, push.origin)).toBe(publicKey);
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.ttl).toMatch(/^\d+$/);
    expect(request.headers.urgency).toBe('high');

    const plaintext = decryptPush(request.body, keys);
    const payload = JSON.parse(plaintext);
    expect(payload).toEqual({ title: 'New tour request from Ada', body: expect.any(String), url: `/admin/inquiries?open=${id}`, tag: expect.any(String) });
    expectNothingPrivate(plaintext, form, tag);
    // Nothing readable on the way either: the family's words are not in the body as sent.
    expect(request.body.includes(Buffer.from(form.lastName))).toBe(false);
  });

  it('a message that is not about a tour is "New message from …"', async () => {
    const since = push.received.length;
    const { form, tag, id } = await sendRequest('Grace', { serviceType: 'General Information' });
    const arrived = await fanOut(since, (payload) => payload.url === `/admin/inquiries?open=${id}`);
    for (const request of arrived.values()) {
      expect(payloadOf(request).title).toBe('New message from Grace');
      expectNothingPrivate(decryptPush(request.body, devices.get(request.path)!.keys), form, tag);
    }
  });

  it('a tour request with the pre-screen’s health answers (issue 46) carries none of them', async () => {
    const since = push.received.length;
    const care_needs = { mobility: 'Two-person transfer', memory: 'Dementia diagnosis', insulin: 'Yes', payment: 'Medicaid (COPES / Community First Choice)' };
    const { form, tag, id } = await sendRequest('Iris', { serviceType: 'Schedule a Tour', care_needs, health_data_consent: true });
    const arrived = await fanOut(since, (payload) => payload.url === `/admin/inquiries?open=${id}`);
    for (const request of arrived.values()) {
      const plaintext = decryptPush(request.body, devices.get(request.path)!.keys);
      expect(JSON.parse(plaintext).title).toBe('New tour request from Iris');
      for (const word of ['transfer', 'dementia', 'memory', 'insulin', 'medicaid', 'walk', 'consent']) expect(plaintext.toLowerCase()).not.toContain(word);
      expectNothingPrivate(plaintext, form, tag);
    }
  });

  it("reaches every admin's devices, each encrypted for its own keys", async () => {
    const second = await makePerson('admin');
    const theirs = await subscribe(second);
    const since = push.received.length;
    const { id } = await sendRequest('Hedy');
    const arrived = await fanOut(since, (payload) => payload.url === `/admin/inquiries?open=${id}`);
    expect(arrived.has(pathOf(theirs.endpoint))).toBe(true);
    expect(arrived.size).toBe(live.size);
    // One device's push does not open with another's keys.
    const [mine] = [...arrived.values()].filter((request) => request.path !== pathOf(theirs.endpoint));
    expect(() => decryptPush(mine.body, theirs.keys)).toThrow();
    for (const request of arrived.values()) expect(verifyVapid(request.headers.authorization, push.origin)).toBe(publicKey);
  });
});

describe('subscribe.php refuses', () => {
  const keys = makeSubscriberKeys();
  const point = keys.publicKey;
  /** Every refused endpoint string tried: none may be stored. */
  const tried: string[] = [];
  const hex = () => randomBytes(6).toString('hex');

  const ENDPOINTS: Array<[string, () => unknown]> = [
    ['that is plain http', () => `http://127.0.0.1:${push.port}/push/${hex()}`],
    ['that is not a URL', () => 'not a url at all'],
    ['that is a relative URL', () => `/push/${hex()}`],
    ['that is empty', () => ''],
    ['that is missing', () => undefined],
    ['that is not a string', () => 12345],
    ['longer than 2048 characters', () => `${push.origin}/push/${hex()}`.padEnd(2049, 'a')],
    ['on the cloud metadata address', () => 'https://169.254.169.254/latest/meta-data'],
    ['on a link-local address', () => `https://[fe80::1]/push/${hex()}`],
    ['on a public host off port 443', () => `https://93.184.216.34:8443/push/${hex()}`],
  ];
  it.each(ENDPOINTS)('an endpoint %s, with field "endpoint"', async (_label, endpointOf) => {
    const endpoint = endpointOf();
    if (typeof endpoint === 'string') tried.push(endpoint);
    expectRefused(await site('POST', SUBSCRIBE, { cookie: first, json: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } }), 'endpoint', String(endpoint).slice(0, 80));
  });

  const KEYS: Array<[string, unknown]> = [
    ['missing', undefined],
    ['not an object', 'keys'],
    ['without p256dh', { auth: keys.auth }],
    ['without auth', { p256dh: keys.p256dh }],
    ['p256dh of 64 bytes', { p256dh: point.subarray(0, 64).toString('base64url'), auth: keys.auth }],
    ['p256dh of 66 bytes', { p256dh: Buffer.concat([point, Buffer.from([0])]).toString('base64url'), auth: keys.auth }],
    ['p256dh a compressed point', { p256dh: Buffer.concat([Buffer.from([0x02]), point.subarray(1, 33)]).toString('base64url'), auth: keys.auth }],
    ['p256dh of 65 bytes starting 0x05', { p256dh: Buffer.concat([Buffer.from([0x05]), point.subarray(1)]).toString('base64url'), auth: keys.auth }],
    // The "hybrid" spelling of the same point (0x06 or 0x07 by y's parity), which OpenSSL reads: still not what a browser sends.
    ['p256dh the hybrid form of a point', { p256dh: Buffer.concat([Buffer.from([0x06 | (point[64] & 1)]), point.subarray(1)]).toString('base64url'), auth: keys.auth }],
    ['p256dh of 65 bytes starting 0x04, off the curve', { p256dh: Buffer.concat([point.subarray(0, 64), Buffer.from([point[64] ^ 1])]).toString('base64url'), auth: keys.auth }],
    ['p256dh not base64url', { p256dh: `${keys.p256dh.slice(0, -4)}*!#$`, auth: keys.auth }],
    ['auth of 15 bytes', { p256dh: keys.p256dh, auth: keys.authSecret.subarray(0, 15).toString('base64url') }],
    ['auth of 17 bytes', { p256dh: keys.p256dh, auth: Buffer.concat([keys.authSecret, Buffer.from([1])]).toString('base64url') }],
    ['auth of 32 bytes', { p256dh: keys.p256dh, auth: randomBytes(32).toString('base64url') }],
    ['auth not base64url', { p256dh: keys.p256dh, auth: '*'.repeat(22) }],
    ['auth a number', { p256dh: keys.p256dh, auth: 16 }],
  ];
  it.each(KEYS)('keys %s, with field "keys"', async (label, refusedKeys) => {
    const endpoint = push.newEndpoint();
    tried.push(endpoint);
    expectRefused(await site('POST', SUBSCRIBE, { cookie: first, json: { endpoint, keys: refusedKeys } }), 'keys', label);
  });

  it('stored none of them: the next request reaches the subscribed devices only, and none is a device to test', async () => {
    expect(tried.length).toBe(ENDPOINTS.length - 2 + KEYS.length);
    // Unsubscribed after this test, in case one was kept after all.
    tried.forEach(retire);
    const since = push.received.length;
    const { id } = await sendRequest('Ada');
    await fanOut(since, (payload) => payload.url === `/admin/inquiries?open=${id}`);
    for (const endpoint of tried.filter((candidate) => candidate.startsWith(push.origin))) expect(push.requestsTo(endpoint), endpoint.slice(0, 80)).toEqual([]);
    for (const endpoint of tried.filter((candidate) => /^https?:\/\//.test(candidate))) {
      expect((await site('POST', TEST, { cookie: first, json: { endpoint } })).status, endpoint.slice(0, 80)).toBe(400);
    }
  });

  it('takes an endpoint of exactly 2048 characters', async () => {
    const longest = push.newEndpoint().padEnd(2048, 'b');
    const accepted = await site('POST', SUBSCRIBE, { cookie: first, json: subscription(longest, keys) });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    devices.set(pathOf(longest), { keys, owner: first });
    live.add(pathOf(longest));
    const since = push.received.length;
    const { id } = await sendRequest('Ada');
    await fanOut(since, (payload) => payload.url === `/admin/inquiries?open=${id}`);
  });
});

describe('subscribing the same endpoint again', () => {
  it('replaces its keys: one device, pushed with the new keys only', async () => {
    const { endpoint, keys: old } = await subscribe();
    const fresh = makeSubscriberKeys();
    const again = await site('POST', SUBSCRIBE, { cookie: first, json: subscription(endpoint, fresh) });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    devices.set(pathOf(endpoint), { keys: fresh, owner: first });

    const tested = await site('POST', TEST, { cookie: first, json: { endpoint } });
    expect(tested.status, JSON.stringify(tested.body)).toBe(200);
    const [request] = push.requestsTo(endpoint);
    expect(push.requestsTo(endpoint)).toHaveLength(1);
    expect(() => decryptPush(request.body, fresh)).not.toThrow();
    expect(() => decryptPush(request.body, old)).toThrow();
  });
});

describe('test.php', () => {
  it('answers 200 when the push service accepts, and 502 in plain words when it fails; the device stays', async () => {
    const { endpoint } = await subscribe();
    const ok = await site('POST', TEST, { cookie: first, json: { endpoint } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toEqual(expect.objectContaining({ success: true, message: expect.any(String) }));
    const [request] = push.requestsTo(endpoint);
    expect(verifyVapid(request.headers.authorization, push.origin)).toBe(publicKey);
    const payload = payloadOf(request);
    expect(payload).toEqual(expect.objectContaining({ title: expect.any(String), body: expect.any(String) }));

    push.answer(endpoint, 500);
    const failed = await site('POST', TEST, { cookie: first, json: { endpoint } });
    expectFailure(failed, 502);
    // Words for the owner, not a stack trace or the library's error.
    expect(failed.body.message).not.toMatch(/WebPushError|Error:|\n\s+at\s|ECONN|undefined/);
    expect(push.requestsTo(endpoint)).toHaveLength(2);

    // A push service's bad moment does not drop the device.
    push.answer(endpoint, 201);
    expect((await site('POST', TEST, { cookie: first, json: { endpoint } })).status).toBe(200);
    expect(push.requestsTo(endpoint)).toHaveLength(3);
  });

  it("without an endpoint tests every device of the admin who asks, and no one else's", async () => {
    const since = push.received.length;
    const reply = await site('POST', TEST, { cookie: first, json: {} });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const mine = [...live].filter((path) => devices.get(path)!.owner === first);
    expect(mine.length).toBeGreaterThan(1);
    await sleep(GRACE_MS);
    const after = push.received.slice(since);
    expect(after.map((request) => request.path).sort()).toEqual(mine.sort());
  });

  it('answers 400 to an admin with no device, and for an endpoint not subscribed', async () => {
    const third = await makePerson('admin');
    const since = push.received.length;
    expectFailure(await site('POST', TEST, { cookie: third, json: {} }), 400);
    expectFailure(await site('POST', TEST, { cookie: first, json: { endpoint: push.newEndpoint() } }), 400);
    await sleep(GRACE_MS);
    expect(push.received.slice(since)).toEqual([]);
  });
});

describe('a device the push service no longer knows', () => {
  it('is dropped when a new request’s push is answered 410: no later push reaches it', async () => {
    const { endpoint } = await subscribe();
    push.answer(endpoint, 410);
    let since = push.received.length;
    const { id } = await sendRequest('Ada');
    try {
      await fanOut(since, (payload) => payload.url === `/admin/inquiries?open=${id}`);
    } finally {
      // Gone from here on, whatever else this test finds.
      retire(endpoint);
    }
    expect(push.requestsTo(endpoint)).toHaveLength(1);

    expectFailure(await site('POST', TEST, { cookie: first, json: { endpoint } }), 400);
    since = push.received.length;
    const later = await sendRequest('Ada');
    await fanOut(since, (payload) => payload.url === `/admin/inquiries?open=${later.id}`);
    expect(push.requestsTo(endpoint)).toHaveLength(1);
  });

  it('is dropped when a test push is answered 404', async () => {
    const { endpoint } = await subscribe();
    push.answer(endpoint, 404);
    retire(endpoint);
    expectFailure(await site('POST', TEST, { cookie: first, json: { endpoint } }), 502);
    expectFailure(await site('POST', TEST, { cookie: first, json: { endpoint } }), 400);
    expect(push.requestsTo(endpoint)).toHaveLength(1);
  });
});

describe('unsubscribe.php', () => {
  it('stops the pushes to that device and no other', async () => {
    const { endpoint } = await subscribe();
    const reply = await site('POST', UNSUBSCRIBE, { cookie: first, json: { endpoint } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.success).toBe(true);
    live.delete(pathOf(endpoint));

    const since = push.received.length;
    const { id } = await sendRequest('Ada');
    await fanOut(since, (payload) => payload.url === `/admin/inquiries?open=${id}`);
    expect(push.requestsTo(endpoint)).toEqual([]);
    expectFailure(await site('POST', TEST, { cookie: first, json: { endpoint } }), 400);
  });
});

describe("a family's tour changes", () => {
  it('a booking, then the family moving and cancelling it with the manage link, each reach every device by first name only', async () => {
    const hours = await site('POST', '/settings/update.php', { cookie: first, json: { ...OPEN_HOURS, tour_notice_hours: 2 } });
    expect(hours.status, JSON.stringify(hours.body)).toBe(200);
    const slots = (await site('GET', '/tours/slots.php')).body.records as Array<{ start: string }>;
    const [slot, later] = slots.slice(-3);

    let since = push.received.length;
    const booked = await sendRequest('Ada', { tour_start: slot.start });
    const { form, tag } = booked;
    const bookings = await fanOut(since, (payload) => payload.url === `/admin/inquiries?open=${booked.id}`);
    // A booked time says so in its own words (the server says "New tour booked by …").
    for (const request of bookings.values()) expect(payloadOf(request).title).toMatch(/^New tour\b.*\bAda$/);
    const token = new URL(booked.reply.body.tour.manage_url, 'http://x').searchParams.get('token');

    for (const [change, json] of [
      ['/tours/reschedule.php', { token, tour_start: later.start }],
      ['/tours/cancel.php', { token }],
    ] as const) {
      since = push.received.length;
      const reply = await site('POST', change, { json });
      expect(reply.status, `${change}: ${JSON.stringify(reply.body)}`).toBe(200);
      const arrived = await fanOut(since, (payload) => JSON.stringify(payload).includes('Ada'));
      for (const request of arrived.values()) {
        expect(verifyVapid(request.headers.authorization, push.origin)).toBe(publicKey);
        const plaintext = decryptPush(request.body, devices.get(request.path)!.keys);
        expect(JSON.parse(plaintext)).toEqual({ title: expect.any(String), body: expect.any(String), url: expect.stringMatching(/^\/admin(\/|\?|$)/), tag: expect.any(String) });
        expectNothingPrivate(plaintext, form, tag);
      }
    }
  });
});

describe('a failing email setup', () => {
  it('is told to every device, with nothing of the family nor the mail password', async () => {
    const sink = await startSmtpSink({ password: 'The-right-one-1' });
    const wrong = 'Not-the-password-7';
    try {
      const saved = await site('POST', '/settings/email_update.php', { cookie: first, json: { host: '127.0.0.1', port: sink.port, secure: false, user: 'mailer@evergreenhaven.example', password: wrong, from: 'site@evergreenhaven.example' } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const since = push.received.length;
      const { form, tag, id } = await sendRequest('Ada');
      const arrived = await fanOut(since, (payload) => payload.url !== `/admin/inquiries?open=${id}`, 20_000);
      for (const request of arrived.values()) {
        const plaintext = decryptPush(request.body, devices.get(request.path)!.keys);
        expect(JSON.parse(plaintext)).toEqual({ title: expect.any(String), body: expect.any(String), url: expect.stringMatching(/^\/admin(\/|\?|$)/), tag: expect.any(String) });
        expect(plaintext).not.toContain(wrong);
        expectNothingPrivate(plaintext, form, tag);
      }
    } finally {
      await site('POST', '/settings/email_update.php', { cookie: first, json: { host: '', port: '', user: '', password: '', from: '', notify_email: '' } });
      await sink.stop();
    }
  });
});

describe('without ALLOW_PRIVATE_HOSTS', () => {
  let strict: Instance;
  let cookie = '';
  beforeAll(async () => {
    strict = await startInstance({ ALLOW_PRIVATE_HOSTS: 'false', NODE_EXTRA_CA_CERTS: process.env.MAIL_TLS_CA_FILE! });
    cookie = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, strict);
  }, 180_000);
  afterAll(async () => strict?.stop());

  it('refuses an endpoint on this server or its private network, stores nothing, and never connects to it', async () => {
    const keys = makeSubscriberKeys();
    const privateHosts = [`127.0.0.1:${push.port}`, 'localhost', '[::1]', '10.0.0.1', '192.168.1.10', '172.16.0.1', '169.254.169.254'];
    for (const host of privateHosts) {
      expectRefused(await site('POST', SUBSCRIBE, { cookie, on: strict, json: subscription(`https://${host}/push/${randomBytes(6).toString('hex')}`, keys) }), 'endpoint', host);
    }
    const connections = push.connections;
    expect((await site('POST', '/contact/submit.php', { on: strict, json: familyForm('Ada').form })).status).toBe(201);
    expectFailure(await site('POST', TEST, { cookie, on: strict, json: {} }), 400);
    await sleep(2 * GRACE_MS);
    expect(push.connections).toBe(connections);
  });
});
