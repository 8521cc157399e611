import { UserRound } from 'lucide-react';
import { useSession } from '../../site/session';
import { ProfileForm } from '../profile/profile-form';
import { SettingsCard } from './settings-card';

/**
 * The signed-in admin's own details (issue 44; the spec's card was a fixed placeholder): their
 * name, email, phone and password, saved on their own. The console account follows.
 */
export function ProfileCard() {
  const user = useSession();
  return (
    <SettingsCard id="profile" title="Profile Settings" icon={UserRound} intro="Your own account: the name the admin area greets you by, the email you sign in with, and your password.">
      {/* The /admin guard has the session before any screen is drawn; the key starts the form again when another person signs in. */}
      {user && <ProfileForm key={user.id} user={user} idPrefix="profile" submitLabel="Save Profile" />}
    </SettingsCard>
  );
}
