import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A stand-in for a browser's push service (Web Push, issue 45): what the server sends to a
 * subscribed device, received and decrypted here without the sender's library, so the tests check
 * the wire format itself (RFC 8030 request, RFC 8188 + RFC 8291 encryption, RFC 8292 VAPID).
 */

/** One request the push service received, as it arrived. */
export type PushRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: Buffer; receivedAt: number };

/** A device's keys as a browser makes them: a P-256 key pair and a 16-byte auth secret. */
export type SubscriberKeys = {
  /** base64url of the 65-byte uncompressed public point, as PushSubscription.toJSON() gives it. */
  p256dh: string;
  /** base64url of the 16-byte auth secret. */
  auth: string;
  publicKey: Buffer;
  privateKey: Buffer;
  authSecret: Buffer;
};

const base64url = (bytes: Buffer) => bytes.toString('base64url');
/** Strict base64url (no padding, no other alphabet): Buffer.from(…, 'base64url') skips what it cannot read. */
const fromBase64url = (text: string, what: string) => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error(`${what} is not base64url: ${text}`);
  return Buffer.from(text, 'base64url');
};

export const makeSubscriberKeys = (): SubscriberKeys => {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { p256dh: base64url(publicKey), auth: base64url(authSecret), publicKey, privateKey: ecdh.getPrivateKey(), authSecret };
};

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * The plaintext of an aes128gcm push message (RFC 8188 content coding, keyed as RFC 8291 has it),
 * with node:crypto only. Throws when the body is not one, or was not encrypted for `keys`.
 */
export const decryptPush = (body: Buffer, keys: Pick<SubscriberKeys, 'publicKey' | 'privateKey' | 'authSecret'>): string => {
  // The header: salt (16) | record size (4) | key id length (1) | key id, here the sender's public key.
  if (body.length < 21) throw new Error(`A push body of ${body.length} bytes has no aes128gcm header`);
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderPublic = body.subarray(21, 21 + idLength);
  if (idLength !== 65 || senderPublic[0] !== 0x04) throw new Error(`The key id is not an uncompressed P-256 point (length ${idLength})`);
  if (recordSize < 18) throw new Error(`Record size ${recordSize} is below the 18 bytes RFC 8188 requires`);

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const shared = ecdh.computeSecret(senderPublic);
  // RFC 8291 section 3.4: the auth secret salts the shared secret, bound to both public keys.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderPublic]);
  const ikm = hkdf(shared, keys.authSecret, keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const baseNonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);

  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length === 0) throw new Error('The push body has a header and no record');
  const records: Buffer[] = [];
  for (let offset = 0; offset < ciphertext.length; offset += recordSize) records.push(ciphertext.subarray(offset, offset + recordSize));

  const parts = records.map((record, index) => {
    if (record.length <= 16) throw new Error(`Record ${index} is too short for its tag`);
    // RFC 8188 section 2.3: the record's sequence number, XORed into the nonce's low bytes (a
    // message has far fewer than 2^32 records, so the last four suffice).
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ index) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: the delimiter (2 for the last record, 1 for the others), then zeros.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const last = index === records.length - 1;
    if (end < 0 || padded[end] !== (last ? 0x02 : 0x01)) throw new Error(`Record ${index} has no ${last ? 'last' : 'middle'} record delimiter`);
    return padded.subarray(0, end);
  });
  return Buffer.concat(parts).toString('utf8');
};

/** A raw uncompressed P-256 point (65 bytes, 0x04 | x | y) as a key node:crypto verifies with. */
export const p256PublicKey = (point: Buffer): KeyObject => {
  if (point.length !== 65 || point[0] !== 0x04) throw new Error(`Not an uncompressed P-256 point (${point.length} bytes)`);
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: base64url(point.subarray(1, 33)), y: base64url(point.subarray(33)) }, format: 'jwk' });
};

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Checks an `Authorization: vapid t=<JWT>, k=<public key>` header (RFC 8292) as a push service
 * does: an ES256 JWT signed by k, for this push service's origin, expiring within a day, naming a
 * contact. Returns k; throws with the reason otherwise.
 */
export const verifyVapid = (authorization: string | undefined, endpointOrigin: string, now = Date.now()): string => {
  const scheme = /^vapid\s+(.+)$/i.exec(authorization ?? '');
  if (!scheme) throw new Error(`Not a vapid Authorization header: ${authorization}`);
  const params = Object.fromEntries(
    scheme[1].split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()];
    }),
  );
  const { t: token, k } = params;
  if (!token || !k) throw new Error(`The vapid header lacks t or k: ${authorization}`);

  const pieces = token.split('.');
  if (pieces.length !== 3) throw new Error('t is not a JWS in compact form');
  const [headerText, claimsText, signatureText] = pieces;
  const header = JSON.parse(fromBase64url(headerText, 'The JWT header').toString('utf8'));
  if (header.alg !== 'ES256') throw new Error(`The JWT is signed with ${header.alg}, not ES256`);
  const signature = fromBase64url(signatureText, 'The JWT signature');
  const signed = verify('sha256', Buffer.from(`${headerText}.${claimsText}`), { key: p256PublicKey(fromBase64url(k, 'k')), dsaEncoding: 'ieee-p1363' }, signature);
  if (!signed) throw new Error('The JWT signature does not verify against k');

  const claims = JSON.parse(fromBase64url(claimsText, 'The JWT claims').toString('utf8'));
  if (claims.aud !== endpointOrigin) throw new Error(`aud is ${claims.aud}, not the push service's origin ${endpointOrigin}`);
  const seconds = now / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= seconds || claims.exp > seconds + DAY_SECONDS) {
    throw new Error(`exp ${claims.exp} is not within 24 hours from now (${Math.floor(seconds)})`);
  }
  if (typeof claims.sub !== 'string' || !/^(mailto:.+|https:\/\/.+)$/.test(claims.sub)) throw new Error(`sub ${claims.sub} is neither a mailto: nor an https: URL`);
  return k;
};

/**
 * A push service on a free port of 127.0.0.1, over HTTPS with global-setup's throw-away
 * certificate (which the servers under test are told to trust through NODE_EXTRA_CA_CERTS). It
 * keeps every request and answers 201 Created, as real push services do, unless told otherwise for
 * an endpoint. It also counts TCP connections, so a test can show nothing even tried to reach it.
 */
export async function startPushEndpoint() {
  const cert = process.env.MAIL_TLS_CA_FILE;
  const key = process.env.TEST_SMTP_TLS_KEY_FILE;
  if (!cert || !key) throw new Error('No test certificate: MAIL_TLS_CA_FILE and TEST_SMTP_TLS_KEY_FILE are set by tests/global-setup.ts');

  const received: PushRequest[] = [];
  const answers = new Map<string, number>();
  const waiting = new Set<() => void>();
  const sockets = new Set<Socket>();
  let connections = 0;

  const server = https.createServer({ cert: readFileSync(cert), key: readFileSync(key) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ method: request.method ?? '', path, headers: request.headers, body: Buffer.concat(chunks), receivedAt: Date.now() });
      response.statusCode = answers.get(path) ?? 201;
      response.end();
      waiting.forEach((check) => check());
    });
  });
  server.on('connection', (socket: Socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // A client that does not trust the certificate: counted as a connection, nothing more.
  server.on('tlsClientError', () => undefined);

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${port}`;
  const pathOf = (endpoint: string) => (endpoint.startsWith('/') ? endpoint : new URL(endpoint).pathname);

  return {
    port,
    origin,
    received,
    /** TCP connections accepted so far, whether or not a request followed. */
    get connections() {
      return connections;
    },
    /** A new endpoint URL of this push service, as a browser would be given one. */
    newEndpoint: () => `${origin}/push/${randomBytes(12).toString('base64url')}`,
    /** The requests an endpoint (its URL or its path) received so far. */
    requestsTo: (endpoint: string) => received.filter((request) => request.path === pathOf(endpoint)),
    /** From now on, answers `status` to pushes to that endpoint (201 unless told). */
    answer: (endpoint: string, status: number) => void answers.set(pathOf(endpoint), status),
    /** Resolves with the first received request `match` accepts (one already received included). */
    next: (match: (request: PushRequest) => boolean, timeoutMs = 5_000) =>
      new Promise<PushRequest>((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return false;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`No matching push arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiting.add(check);
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

export type PushEndpoint = Awaited<ReturnType<typeof startPushEndpoint>>;
