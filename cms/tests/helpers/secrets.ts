import path from 'node:path';

type SecretsLib = { throwAwaySecrets: () => Record<string, string> };

/** Fresh Strapi secrets for a throw-away instance: the generator the scripts use (scripts/lib/secrets.mjs). */
export const { throwAwaySecrets } = (await import(path.resolve(__dirname, '..', '..', '..', 'scripts', 'lib', 'secrets.mjs'))) as SecretsLib;
