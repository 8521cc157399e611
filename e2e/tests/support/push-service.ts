import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a browser's push service (issue 45), for a site whose server trusts `cert`
 * (NODE_EXTRA_CA_CERTS): the one part of an alert's way that cannot run here, as the browser's own
 * push service is on the internet. It keeps what the site sends and answers 201, or what it is told.
 * The wire format is checked in depth by the API tests (cms/tests/push.test.ts); here, what the
 * owner's device would show.
 */
export type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };

export const startPushService = async ({ cert, key }: { cert: string; key: string }) => {
  const received: Received[] = [];
  let status = 201;
  const server = https.createServer({ cert: readFileSync(cert), key: readFileSync(key) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `https://127.0.0.1:${port}/push/${randomBytes(9).toString('base64url')}`,
    received,
    answerWith: (next: number) => void (status = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A device's keys, as a browser makes them for its subscription. */
export const deviceKeys = () => {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url'), ecdh, publicKey, authSecret };
};

/** What the device reads from an aes128gcm push (RFC 8188, keyed as RFC 8291 has it): one record, as alerts are small. */
export const readPush = (body: Buffer, keys: ReturnType<typeof deviceKeys>) => {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const hkdf = (ikm: Buffer, hkdfSalt: Buffer, info: string | Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, hkdfSalt, info, length));
  const ikm = hkdf(keys.ecdh.computeSecret(senderKey), keys.authSecret, Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderKey]), 32);
  const decipher = createDecipheriv('aes-128-gcm', hkdf(ikm, salt, 'Content-Encoding: aes128gcm\0', 16), hkdf(ikm, salt, 'Content-Encoding: nonce\0', 12));
  const record = body.subarray(21 + idLength);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
};
