import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the admin enters (the mail server's password) are stored sealed with AES-256-GCM under a
 * key derived from the server's ENCRYPTION_KEY: a copy of the database (a backup) does not give
 * the password away, and a changed sealed value fails its tag instead of decrypting to rubbish.
 * Sealed form: `v1:<iv>:<tag>:<ciphertext>`, each part base64.
 */
const VERSION = 'v1';

/** A 32-byte key for this purpose only, whatever the length and shape of ENCRYPTION_KEY. */
const keyFrom = (encryptionKey: string) => createHash('sha256').update(`afh-secret-box:${encryptionKey}`).digest();

export const seal = (plain: string, encryptionKey: string) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(encryptionKey), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
};

/** The plain text, or null when the value was sealed under another key or was changed. */
export const open = (sealed: string, encryptionKey: string): string | null => {
  const [version, iv, tag, data] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(encryptionKey), Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
};
