import type { Core } from '@strapi/strapi';
import { formats, winston } from '@strapi/logger';
import { redact } from '../src/security/redact';

/** Redacts every text of a log entry (message, error stack, extra fields) before it is printed. */
const redactSecrets = winston.format((info) => {
  const entry: Record<string, unknown> = info;
  for (const key of Object.keys(entry)) {
    if (typeof entry[key] === 'string') entry[key] = redact(entry[key]);
  }
  if (info instanceof Error && typeof info.stack === 'string') info.stack = redact(info.stack);
  if (typeof info.message === 'string') info.message = redact(info.message);
  return info;
});

// Strapi's default console logger, with nothing sensitive in what it writes (passwords, hashes,
// session tokens, SQL values such as a family's message). One line per request (level "http")
// helps while developing; in production it is noise that costs more than a cached read, so the
// default there is "info". LOG_LEVEL overrides either.
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  level: env('LOG_LEVEL', env('NODE_ENV') === 'production' ? 'info' : 'http'),
  format: winston.format.combine(redactSecrets(), formats.prettyPrint()),
  transports: [new winston.transports.Console()],
});
