import { queryOptions, useQuery } from '@tanstack/react-query';
import { DISCLOSURE_PATH, HERO_SLIDES, heroAltField, heroImageField, isImageReference, isWebPage } from '@afh/contract/rules';
import type { SettingsReply } from '@afh/contract/site';
import { apiRequest, publicRead } from '../../lib/api';
import type { Settings } from '../../lib/types';
import { DEFAULT_SETTINGS } from './defaults';

export const settingsKeys = { all: ['settings'] as const };

/** An answer without data means "no settings": the defaults then stand in. */
export const settingsOf = (reply: SettingsReply): Partial<Settings> => reply.data ?? {};

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: async () => settingsOf(await apiRequest<SettingsReply>(publicRead('/settings/read.php'))),
  });

/**
 * Fills empty settings fields with the defaults, so every page has something true to show. The
 * license lookup is a link families open: one the contract's https rule refuses gives the default.
 */
export const withDefaults = (settings: Partial<Settings> | undefined): Settings => {
  const merged = { ...DEFAULT_SETTINGS };
  for (const [key, value] of Object.entries(settings ?? {})) {
    if (value !== null && value !== undefined && value !== '') (merged as Record<string, unknown>)[key] = value;
  }
  if (!isWebPage(merged.license_lookup_url)) merged.license_lookup_url = DEFAULT_SETTINGS.license_lookup_url;
  // Only a PDF this site stored is linked as the Disclosure of Services.
  if (!DISCLOSURE_PATH.test(merged.disclosure_url)) merged.disclosure_url = '';
  // A hero photo is drawn only under the one image rule and with its words; otherwise the drawn picture.
  for (const slide of HERO_SLIDES) {
    const image = heroImageField(slide);
    if (!isImageReference(merged[image]) || !merged[heroAltField(slide)].trim()) merged[image] = '';
  }
  return merged;
};

/**
 * The site settings for the header, footer and pages. A failed load is only logged and the
 * defaults are shown (spec section 8).
 */
export const useSiteSettings = (): Settings => {
  const { data, error } = useQuery(settingsQuery());
  if (error) console.error('Failed to load settings:', error);
  return withDefaults(data);
};
