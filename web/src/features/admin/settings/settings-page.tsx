import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { Save } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { ApiError, NetworkError } from '../../../lib/api';
import type { Settings } from '../../../lib/types';
import { failureText } from '../failure-text';
import { notifyError, notifySuccess } from '../../../ui/toast';
import { button } from '../../../ui/button.css';
import * as page from '../admin-page.css';
import { screenStates } from '../screen-states';
import { DisclosureCard } from './disclosure-card';
import { EmailCard } from './email-card';
import { HeroPhotosCard } from './hero-photos-card';
import { InspectionReportsCard } from './inspection-reports-card';
import { ProfileCard } from './profile-card';
import { adminSettingsQuery, useUpdateSettings } from './settings-api';
import { SettingsForm, type SettingsExtras } from './settings-form';
import * as styles from './settings-page.css';
import { toPayload, type SettingsValues } from './settings-values';

const FORM_ID = 'settings-form';

const LOAD_FAILED = 'Failed to load settings';

type FrameProps = {
  /** The screen's read; without it (while it loads, or when it failed) Save is disabled and the cards saved on their own are not drawn. */
  settings?: Settings;
  saving?: boolean;
  /** The settings form, or its loading or error state. */
  children: ReactNode;
};

/** The screen's title and Save, the profile card, the settings form, then (with the settings) the cards saved on their own. */
function SettingsFrame({ settings, saving = false, children }: FrameProps) {
  return (
    <>
      <div className={page.pageHeader}>
        <div>
          <h1 className={page.title}>Settings</h1>
          <p className={page.subtitle}>Manage your account, contact information, and company details</p>
        </div>
        <button type="submit" form={FORM_ID} className={`${button({ tone: 'primary' })} ${styles.saveButton}`} disabled={!settings || saving}>
          <Save size={20} aria-hidden="true" /> {saving ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
      <div className={styles.cards}>
        <ProfileCard />
        {children}
        {/* The cards saved on their own come with the screen, not with its loading or error state:
            the screen takes that frame's place when the settings arrive, and a file chosen or words
            typed in a card of the frame would be gone with it (and, without the settings, the
            Disclosure card said "Not on the site yet" of a PDF that may well be). */}
        {settings && (
          <>
            <HeroPhotosCard settings={settings} />
            <DisclosureCard settings={settings} />
            <InspectionReportsCard settings={settings} />
            <EmailCard />
          </>
        )}
      </div>
    </>
  );
}

const states = screenStates({ frame: (state) => <SettingsFrame>{state}</SettingsFrame>, loading: 'Loading settings...', loadFailed: LOAD_FAILED });
/** The route's pending and error components: the frame with the loading or error state in place of the form. */
export const SettingsPending = states.Pending;
export const SettingsLoadFailed = states.Failed;

/**
 * The site settings screen (spec section 2). Access is the /admin guard's alone (spec section 6).
 * The route's loader has the settings in the cache; a later read that fails keeps the form and
 * says so in a toast.
 */
export function SettingsPage() {
  const { data: settings, error } = useSuspenseQuery(adminSettingsQuery());
  const save = useUpdateSettings();

  useEffect(() => {
    if (error) notifyError(LOAD_FAILED, error);
  }, [error]);

  // A link to one card (Today's setup checklist: /admin/settings#license) lands on it once the
  // cards are drawn: with the settings, which the screen has from its first draw.
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (hash) document.getElementById(hash)?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const submit = (values: SettingsValues, extras: SettingsExtras) =>
    save.mutateAsync({ ...toPayload(values), ...extras }).then(
      () => notifySuccess('Settings updated successfully'),
      (e: unknown) => {
        notifyError(e instanceof NetworkError ? failureText('update settings', e) : ((e instanceof ApiError ? e.serverMessage : undefined) ?? 'Failed to update settings'), e);
        throw e;
      },
    );

  return (
    <SettingsFrame settings={settings} saving={save.isPending}>
      <SettingsForm id={FORM_ID} initial={settings} onSave={submit} />
    </SettingsFrame>
  );
}
