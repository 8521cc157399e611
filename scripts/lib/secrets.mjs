import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CMS } from './paths.mjs';

/**
 * The key pair the server signs its Web Push alerts with (VAPID, RFC 8292; issue 45): the public
 * key as the 65-byte uncompressed P-256 point and the private key as its 32-byte scalar, both
 * base64url, the forms browsers and the web-push package take. One pair for every instance, like
 * the other secrets: a device subscribed through one instance is reached by all.
 */
const vapidKeys = () => {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const { x, y } = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(x, 'base64url'), Buffer.from(y, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: privateKey.export({ format: 'jwk' }).d };
};

/** The secrets Strapi needs; none is ever committed (DESIGN decision 6). */
const SECRETS = {
  APP_KEYS: () => Array.from({ length: 4 }, () => randomBytes(16).toString('base64')).join(','),
  ADMIN_JWT_SECRET: () => randomBytes(32).toString('base64'),
  API_TOKEN_SALT: () => randomBytes(16).toString('base64'),
  TRANSFER_TOKEN_SALT: () => randomBytes(16).toString('base64'),
  JWT_SECRET: () => randomBytes(32).toString('base64'),
  ENCRYPTION_KEY: () => randomBytes(32).toString('base64'),
  VAPID_KEYS: () => {
    const { publicKey, privateKey } = vapidKeys();
    return `${publicKey}.${privateKey}`;
  },
};

const parseEnv = (text) =>
  Object.fromEntries(
    text
      .split('\n')
      .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line))
      .filter(Boolean)
      .map(([, key, value]) => [key, value.replace(/^["']|["']$/g, '')]),
  );

/**
 * Generates any secret that is neither in the environment nor in cms/.env and appends it to
 * cms/.env (git-ignored, readable by its owner only), so restarts keep the same sessions and keys.
 */
export const ensureSecrets = (envFile = path.join(CMS, '.env')) => {
  const current = existsSync(envFile) ? readFileSync(envFile, 'utf8') : '';
  const known = parseEnv(current);
  const missing = Object.keys(SECRETS).filter((key) => !process.env[key] && !known[key]);
  if (missing.length === 0) return [];

  const lines = missing.map((key) => `${key}=${SECRETS[key]()}`);
  const header = current ? '' : '# Generated on first start: keep private, never commit.\n';
  const separator = current && !current.endsWith('\n') ? '\n' : '';
  writeFileSync(envFile, `${current}${separator}${header}${lines.join('\n')}\n`, { mode: 0o600 });
  return missing;
};

/** Fresh secrets for a throw-away server (tests, benchmarks), without touching cms/.env. */
export const throwAwaySecrets = () => Object.fromEntries(Object.entries(SECRETS).map(([key, make]) => [key, make()]));
