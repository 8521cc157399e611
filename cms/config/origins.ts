import type { Core } from '@strapi/strapi';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The site's own origins: PUBLIC_URL, and CORS_ORIGINS for another origin of the site's own (none
 * by default: the site and its API share one origin). Only these get credentialed CORS answers, and
 * the cross-site request check trusts them beside the request's own origin.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const listed = [env('PUBLIC_URL', ''), ...(env.array('CORS_ORIGINS', []))];
  return { site: [...new Set(listed.map((url) => originOf(String(url).trim())).filter((origin): origin is string => Boolean(origin)))] };
};
