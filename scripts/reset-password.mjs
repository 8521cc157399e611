import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { serverConfig } from './lib/backup-config.mjs';
import { CMS } from './lib/paths.mjs';

// npm run reset-password -- <email>: a way back in without email (issue 32). Run where the server
// runs (same environment or cms/.env, same database), it prints a one-time link for that account,
// the same kind the "Forgot password?" email carries: it works once, within an hour, and the
// database keeps only its SHA-256 hash (cms/src/api/password-reset). The server need not stop.

const LIFETIME_MS = 60 * 60 * 1000;
const require = createRequire(path.join(CMS, 'package.json'));
const knex = require('knex');

const envFile = path.join(CMS, '.env');
const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
const get = (key, fallback = '') => process.env[key] || fromFile[key] || fallback;

const fail = (message) => {
  console.error(`[reset-password] ${message}`);
  process.exit(1);
};

const email = (process.argv[2] ?? '').trim().toLowerCase();
if (!email || process.argv.length > 3) fail('Usage: npm run reset-password -- <email of the account>');
if (email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(email)) fail(`"${email.slice(0, 80)}" is not an email address.`);

const config = serverConfig();
const db = knex(
  config.client === 'postgres'
    ? {
        client: 'pg',
        connection: {
          connectionString: config.databaseUrl,
          ssl: get('DATABASE_SSL') === 'true' ? { rejectUnauthorized: get('DATABASE_SSL_REJECT_UNAUTHORIZED', 'true') !== 'false' } : false,
        },
        searchPath: [get('DATABASE_SCHEMA', 'public')],
      }
    : { client: 'better-sqlite3', connection: { filename: config.databaseFile, fileMustExist: true }, useNullAsDefault: true },
);

/** A document id of the shape Strapi gives its rows (24 lower-case letters and digits). */
const documentId = () => `r${randomBytes(18).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, '0').slice(0, 23)}`;

try {
  const account = await db('up_users').whereRaw('lower(email) = ?', [email]).first('id', 'email', 'blocked');
  if (!account) fail(`No account uses ${email}.`);
  if (account.blocked) fail(`The account of ${email} is blocked: unblock it in the Strapi console first.`);

  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.transaction(async (trx) => {
    // As the server does: a new link voids the account's older ones, and expired links go.
    await trx('password_resets').where('user_id', account.id).orWhere('expires_at', '<', now).delete();
    await trx('password_resets').insert({
      document_id: documentId(),
      token_hash: createHash('sha256').update(token).digest('hex'),
      user_id: account.id,
      expires_at: new Date(now.getTime() + LIFETIME_MS),
      created_at: now,
      updated_at: now,
      published_at: now,
    });
    await trx('activity_entries').insert({
      document_id: documentId(),
      actor_kind: 'system',
      actor_name: 'Server (npm run reset-password)',
      actor_email: '',
      action: 'password-reset-request',
      target_type: 'user',
      target_id: account.id,
      summary: `A password reset link was made on the server for ${account.email}`,
      changes: JSON.stringify([]),
      created_at: now,
      updated_at: now,
      published_at: now,
    });
  });

  const site = get('PUBLIC_URL').replace(/\/+$/, '');
  const link = `${site}/reset-password?token=${token}`;
  console.log(`[reset-password] A one-time link for ${account.email} (it works once, within 1 hour):`);
  console.log(link);
  if (!site) console.log("[reset-password] PUBLIC_URL is not set: open the link on the site's own address.");
} catch (error) {
  fail(`The link could not be made: ${error.code ?? error.message}`);
} finally {
  await db.destroy();
}
