import { useState } from 'react';
import type { User } from '../../../lib/types';
import { button } from '../../../ui/button.css';
import { Dialog, useDialogClose } from '../../../ui/dialog';
import { notifySuccess } from '../../../ui/toast';
import { welcomeLater } from '../../site/welcome-later';
import { ProfileForm } from './profile-form';

/** Later closes the welcome the way Escape does: after asking, when something was typed. */
function LaterButton() {
  const close = useDialogClose();
  return (
    <button type="button" className={button({ tone: 'outline' })} onClick={close}>
      Later
    </button>
  );
}

/**
 * On a sign-in with a password someone else made (the first admin's, generated on the server; an
 * account an admin made or a password an admin set), the admin area asks for the person's own
 * name, email and password (issue 44). It can be put off once: the next sign-in asks again.
 */
export function WelcomeDialog({ user }: { user: User }) {
  const [later, setLater] = useState(() => welcomeLater.isSet(user));
  const [dirty, setDirty] = useState(false);
  if (!user.welcome || later) return null;

  const putOff = () => {
    welcomeLater.set(user);
    setLater(true);
  };
  return (
    <Dialog open title="Welcome! Make this account yours" onClose={putOff} dirty={dirty}>
      <p>
        The password you signed in with was made for you by someone else. Choose one only you know, and check the name and email the site knows you by. You can change them
        later in Settings › Profile Settings.
      </p>
      <ProfileForm
        user={user}
        idPrefix="welcome"
        welcome
        submitLabel="Save and Continue"
        onDirty={setDirty}
        onSaved={notifySuccess}
        actions={<LaterButton />}
      />
    </Dialog>
  );
}
