import { useRouterState } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { Settings, User } from '../../lib/types';
import type { MenuItems } from './menu-items';
import * as styles from './mobile-menu.css';
import { useWords, wordsReady } from '../site/words';
import { siteWords } from '../site/site-words';

type Props = { menus: MenuItems; user: User | null; showAdmin: boolean; settings: Settings };

// Most visits never open the menu: its panel is downloaded and drawn with the first tap.
const MobileMenuPanel = lazy(() =>
  import('./mobile-menu-panel').then(async (module) => {
    await wordsReady();
    return { default: module.MobileMenuPanel };
  }),
);

/** Below 1024px: a menu button and a slide-out panel (mobile-menu-panel.tsx). */
export function MobileMenu({ menus, user, showAdmin, settings }: Props) {
  const w = useWords(siteWords);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const close = useCallback(() => setOpen(false), []);

  // A new page closes the menu (adjusted while rendering, as React advises).
  const [menuPath, setMenuPath] = useState(pathname);
  if (pathname !== menuPath) {
    setMenuPath(pathname);
    setOpen(false);
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={wanted ? 'mobile-menu' : undefined}
        aria-label={open ? w.closeMenu : w.openMenu}
        onClick={() => {
          setWanted(true);
          setOpen((value) => !value);
        }}
      >
        <Menu size={26} aria-hidden="true" focusable="false" />
        <span aria-hidden="true">{w.menu}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel menus={menus} user={user} showAdmin={showAdmin} settings={settings} open={open} close={close} buttonRef={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
