import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Settings } from '../../../lib/types';
import { isChanged } from '../../../ui/dialog';
import { adminSettingsQuery } from '../settings/settings-api';
import { offeredLanguages, type Translations } from './translations';

/**
 * The languages the site offers besides English, from the settings the admin reads (the content
 * screens' loaders read them first, screens.tsx); none while they are unknown.
 */
export const useOfferedLanguages = () => {
  // The record of a server that keeps no languages has none: English only.
  const settings: (Settings & { languages?: unknown }) | undefined = useQuery(adminSettingsQuery()).data;
  return offeredLanguages(Array.isArray(settings?.languages) ? settings.languages : []);
};

/**
 * A form's translations, from those of the record it opened with: what it has now, what is saved
 * (a form that stays open after a save moves it on, `markSaved`), and whether they differ, for the
 * form's unsaved-changes question.
 */
export function useTranslationsState(initial: Translations | undefined) {
  const [saved, markSaved] = useState<Translations>(() => initial ?? {});
  const [translations, setTranslations] = useState<Translations>(saved);
  return { translations, setTranslations, saved, markSaved, dirty: isChanged(saved, translations) };
}
