import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { button } from '../../ui/button.css';
import { MegaMenu } from './mega-menu';
import type { MenuItems } from './menu-items';
import { PAGE_LINKS } from './nav-links';
import * as styles from './desktop-nav.css';
import { siteWords } from '../site/site-words';
import { useWords } from '../site/words';

type MenuId = 'services' | 'programs';
/** Which mega-menu is open, and whether a click or key (not just a hover) opened it. */
type OpenMenu = { id: MenuId; pinned: boolean } | null;

/** Leaving a menu with the mouse closes it after a short pause, so a diagonal move does not. */
const HOVER_CLOSE_DELAY = 150;

/** The main navigation from 1024px up; below that the mobile menu takes over. */
export function DesktopNav({ menus, showAdmin }: { menus: MenuItems; showAdmin: boolean }) {
  const w = useWords(siteWords);
  const [open, setOpen] = useState<OpenMenu>(null);
  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  // A new page closes any open menu (adjusted while rendering, as React advises).
  const [menuPath, setMenuPath] = useState(pathname);
  if (pathname !== menuPath) {
    setMenuPath(pathname);
    setOpen(null);
  }
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // A menu opened by click stays open until a click elsewhere (or Escape, or focus leaving it).
  useEffect(() => {
    if (!open?.pinned) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open?.pinned]);

  const menuProps = (id: MenuId) => ({
    open: open?.id === id,
    onHoverStart: () => {
      window.clearTimeout(closeTimer.current);
      setOpen((current) => (current?.id === id ? current : { id, pinned: false }));
    },
    onHoverEnd: () => {
      window.clearTimeout(closeTimer.current);
      closeTimer.current = window.setTimeout(() => setOpen((current) => (current?.id === id && !current.pinned ? null : current)), HOVER_CLOSE_DELAY);
    },
    // A click on a hover-opened menu keeps it open rather than snatching it away.
    onToggle: () => setOpen((current) => (current?.id === id && current.pinned ? null : { id, pinned: true })),
    onClose: () => setOpen((current) => (current?.id === id ? null : current)),
  });

  return (
    <nav ref={navRef} aria-label={w.main} className={styles.nav}>
      <ul className={styles.list}>
        <li className={styles.item}>
          <Link to="/" activeOptions={{ exact: true }} className={styles.link}>
            {w.pages.home}
          </Link>
        </li>
        <li className={styles.item}>
          <Link to={PAGE_LINKS.about.to} className={styles.link}>
            {w.pages.about}
          </Link>
        </li>
        <li className={styles.item}>
          <Link to={PAGE_LINKS.ourHome.to} className={styles.link}>
            {w.pages.ourHome}
          </Link>
        </li>
        <MegaMenu kind="services" label={w.pages.services} items={menus.services} {...menuProps('services')} />
        <MegaMenu kind="programs" label={w.pages.programs} items={menus.programs} {...menuProps('programs')} />
        <li className={styles.item}>
          <Link to={PAGE_LINKS.contact.to} className={styles.link}>
            {w.pages.contact}
          </Link>
        </li>
        <li className={styles.item}>
          <Link to={PAGE_LINKS.faq.to} className={styles.link}>
            {w.pages.faq}
          </Link>
        </li>
        {showAdmin && (
          <li className={styles.item}>
            {/* A full page load: the admin area is a separate part of the product. */}
            <a href="/admin" className={styles.link}>
              Admin Panel
            </a>
          </li>
        )}
        <li className={styles.cta}>
          <Link to="/contact" className={`${button({ tone: 'primary' })} ${styles.ctaButton}`}>
            {w.getStarted}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
