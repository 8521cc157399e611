import type { Core } from '@strapi/strapi';

// One line per request (level "http") helps while developing; in production it is noise that costs
// more than a cached read, so the default there is "info". LOG_LEVEL overrides either.
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  level: env('LOG_LEVEL', env('NODE_ENV') === 'production' ? 'info' : 'http'),
});
