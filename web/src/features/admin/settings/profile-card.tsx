import { UserRound } from 'lucide-react';
import * as form from '../../../ui/form.css';
import { SettingsCard } from './settings-card';
import * as styles from './settings-page.css';

/** A fixed placeholder: not loaded from data and not editable (spec section 2, Admin settings). */
const PROFILE = [
  { id: 'profile-name', label: 'Full Name', value: 'Administrator' },
  { id: 'profile-email', label: 'Email', value: 'admin@example.com' },
  { id: 'profile-phone', label: 'Phone', value: '(555) 123-4567' },
];

export function ProfileCard() {
  return (
    <SettingsCard id="profile" title="Profile Settings" icon={UserRound} intro="Shown for reference only: these details are read-only and cannot be changed here.">
      <div className={styles.layouts.thirds}>
        {PROFILE.map(({ id, label, value }) => (
          <div key={id} className={form.field}>
            <label className={form.label} htmlFor={id}>
              {label}
            </label>
            <input id={id} className={form.control} value={value} readOnly />
          </div>
        ))}
      </div>
    </SettingsCard>
  );
}
