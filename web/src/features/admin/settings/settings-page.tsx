import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { Save } from 'lucide-react';
import { useEffect } from 'react';
import { ApiError, NetworkError } from '../../../lib/api';
import { failureText } from '../failure-text';
import { notifyError, notifySuccess } from '../../../ui/toast';
import { button } from '../../../ui/button.css';
import { ErrorState, LoadingState } from '../../../ui/states';
import * as page from '../admin-page.css';
import { DisclosureCard } from './disclosure-card';
import { EmailCard } from './email-card';
import { HeroPhotosCard } from './hero-photos-card';
import { ProfileCard } from './profile-card';
import { adminSettingsQuery, useUpdateSettings } from './settings-api';
import { SettingsForm } from './settings-form';
import * as styles from './settings-page.css';
import { toPayload, type SettingsValues } from './settings-values';

const FORM_ID = 'settings-form';

/** The site settings screen (spec section 2). Access is the /admin guard's alone (spec section 6). */
export function SettingsPage() {
  const settings = useQuery(adminSettingsQuery());
  const save = useUpdateSettings();

  useEffect(() => {
    if (settings.error) notifyError('Failed to load settings', settings.error);
  }, [settings.error]);

  // A link to one card (Today's setup checklist: /admin/settings#license) lands on it once the
  // cards are drawn; the form's cards come with the settings.
  const hash = useLocation({ select: (location) => location.hash });
  const drawn = settings.isSuccess;
  useEffect(() => {
    if (hash) document.getElementById(hash)?.scrollIntoView({ block: 'start' });
  }, [hash, drawn]);

  const submit = (values: SettingsValues) =>
    save.mutateAsync(toPayload(values)).then(
      () => notifySuccess('Settings updated successfully'),
      (e: unknown) => {
        notifyError(e instanceof NetworkError ? failureText('update settings', e) : ((e instanceof ApiError ? e.serverMessage : undefined) ?? 'Failed to update settings'), e);
        throw e;
      },
    );

  return (
    <>
      <div className={page.pageHeader}>
        <div>
          <h1 className={page.title}>Settings</h1>
          <p className={page.subtitle}>Manage your account, contact information, and company details</p>
        </div>
        <button type="submit" form={FORM_ID} className={`${button({ tone: 'primary' })} ${styles.saveButton}`} disabled={!settings.data || save.isPending}>
          <Save size={20} aria-hidden="true" /> {save.isPending ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
      <div className={styles.cards}>
        <ProfileCard />
        {settings.isPending ? (
          <LoadingState label="Loading settings..." />
        ) : settings.data ? (
          <SettingsForm id={FORM_ID} initial={settings.data} onSave={submit} />
        ) : (
          <ErrorState message="Failed to load settings" onRetry={() => void settings.refetch()} />
        )}
        <HeroPhotosCard />
        <DisclosureCard />
        <EmailCard />
      </div>
    </>
  );
}
