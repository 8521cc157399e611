import type { User } from '../../lib/types';

/**
 * The admin area's welcome (admin/profile/welcome-dialog.tsx) can be put off once per sign-in: it is asked again after the
 * next one (the sign-in forgets this). Kept for this browser tab only.
 */
const LATER_KEY = 'afh-welcome-later';
export const welcomeLater = {
  isSet: (user: User) => {
    try {
      return sessionStorage.getItem(LATER_KEY) === String(user.id);
    } catch {
      return false;
    }
  },
  set: (user: User) => {
    try {
      sessionStorage.setItem(LATER_KEY, String(user.id));
    } catch {
      // Without storage the welcome is simply asked again on the next page load.
    }
  },
  forget: () => {
    try {
      sessionStorage.removeItem(LATER_KEY);
    } catch {
      // Nothing was kept.
    }
  },
};
