import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { currentSlot, portFor } from './servers';

/** Where the test mail server of this worker's server (scripts/e2e-server.mjs) leaves each message it receives. */
const mailDir = () => process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), `afh-e2e-mail-${portFor(currentSlot())}`);

export type Mail = { to: string[]; data: string };

/** Quoted-printable undone and line ends as \n, so a link split over lines reads whole. */
export const readable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r\n/g, '\n');

/** Every message received so far for this address. */
export const mailFor = (address: string): Mail[] =>
  readdirSync(mailDir())
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(mailDir(), file), 'utf8')) as Mail)
    .filter((mail) => mail.to.includes(address))
    .map((mail) => ({ ...mail, data: readable(mail.data) }));

/** Waits for the nth message (1-based) to this address and returns it. */
export async function waitForMail(address: string, nth = 1): Promise<Mail> {
  await expect.poll(() => mailFor(address).length, { message: `mail number ${nth} to ${address}`, timeout: 20_000 }).toBeGreaterThanOrEqual(nth);
  return mailFor(address)[nth - 1];
}
