import { LogOut } from 'lucide-react';
import type { User } from '../../lib/types';
import { useLogout } from '../site/logout';
import * as styles from './session-greeting.css';
import { useWords } from '../site/words';
import { topBarWords } from './top-bar-words';

/** 'Welcome, {name}' and Logout (spec section 2); in the top bar on wide screens, in the mobile menu otherwise. */
export function SessionGreeting({ user, tone }: { user: User; tone: 'dark' | 'light' }) {
  const w = useWords(topBarWords);
  const logout = useLogout();
  return (
    <div className={styles.greeting[tone]}>
      <span className={styles.name[tone]}>{w.welcome(user.name)}</span>
      <button type="button" className={styles.logout[tone]} onClick={() => logout.mutate()} disabled={logout.isPending}>
        <LogOut size={18} aria-hidden="true" focusable="false" />
        {w.logout}
      </button>
    </div>
  );
}
