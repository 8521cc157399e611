import { Link } from '@tanstack/react-router';
import { Mail, Phone, X } from 'lucide-react';
import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import type { Settings, User } from '../../lib/types';
import { media } from '../../styles/media';
import { button } from '../../ui/button.css';
import type { MenuItems } from './menu-items';
import { MobileMenuSection } from './mobile-menu-section';
import { PAGE_LINKS, phoneLink } from './nav-links';
import { SessionGreeting } from './session-greeting';
import * as styles from './mobile-menu.css';
import { useWords } from '../site/words';
import { siteWords } from '../site/site-words';
import { topBarWords } from './top-bar-words';
import { LanguageLinks } from './language-links';

type Props = {
  menus: MenuItems;
  user: User | null;
  showAdmin: boolean;
  settings: Settings;
  open: boolean;
  close: () => void;
  /** The menu button, which gets focus back when the panel closes. */
  buttonRef: RefObject<HTMLButtonElement | null>;
};

/**
 * The slide-out panel: a modal <dialog>, so the browser keeps focus inside it, makes the page
 * behind inert and closes it on Escape. Loaded with the first tap on the menu button.
 */
export function MobileMenuPanel({ menus, user, showAdmin, settings, open, close, buttonRef }: Props) {
  const w = useWords(siteWords);
  const bar = useWords(topBarWords);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const phone = phoneLink(settings.phone);

  // showModal() moves focus to the first control in the panel (the close button); closing
  // gives focus back to the menu button.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      buttonRef.current?.focus();
    }
  }, [open, buttonRef]);

  // The page behind does not scroll while the panel is open.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  // Widening the window past the breakpoint swaps to the desktop navigation.
  useEffect(() => {
    const wide = window.matchMedia(media.lg);
    const onChange = () => wide.matches && close();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [close]);

  // A click on the backdrop lands on the <dialog> itself (its content fills the panel); a click
  // on any link navigates, so the panel closes even when the link is the current page.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    if (target === event.currentTarget || target.closest('a')) close();
  };

  return (
    <dialog
      ref={dialogRef}
      id="mobile-menu"
      className={styles.panel}
      aria-labelledby="mobile-menu-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={close}
      onClick={onDialogClick}
    >
      <div className={styles.content}>
        <div className={styles.top}>
          <p id="mobile-menu-title" className={styles.title}>
            {w.menu}
          </p>
          <button type="button" className={styles.close} onClick={close} aria-label={w.closeMenu}>
            <X size={26} aria-hidden="true" focusable="false" />
          </button>
        </div>
        {user && <SessionGreeting user={user} tone="light" />}
        <nav aria-label={w.main}>
          <ul className={styles.list}>
            <li>
              <Link to="/" activeOptions={{ exact: true }} className={styles.link}>
                {w.pages.home}
              </Link>
            </li>
            <li>
              <Link to={PAGE_LINKS.about.to} className={styles.link}>
                {w.pages.about}
              </Link>
            </li>
            <li>
              <Link to={PAGE_LINKS.ourHome.to} className={styles.link}>
                {w.pages.ourHome}
              </Link>
            </li>
            <MobileMenuSection kind="services" label={w.pages.services} items={menus.services} />
            <MobileMenuSection kind="programs" label={w.pages.programs} items={menus.programs} />
            <li>
              <Link to={PAGE_LINKS.costs.to} className={styles.link}>
                {w.pages.costs}
              </Link>
            </li>
            <li>
              <Link to={PAGE_LINKS.contact.to} className={styles.link}>
                {w.pages.contact}
              </Link>
            </li>
            <li>
              <Link to={PAGE_LINKS.faq.to} className={styles.link}>
                {w.pages.faq}
              </Link>
            </li>
            {showAdmin && (
              <li>
                <a href="/admin" className={styles.link}>
                  {w.adminPanel}
                </a>
              </li>
            )}
          </ul>
          <Link to="/contact" className={`${button({ tone: 'primary', size: 'lg' })} ${styles.cta}`}>
            {w.getStarted}
          </Link>
        </nav>
        <LanguageLinks className={styles.contacts} linkClassName={styles.contactLink} />
        <ul className={styles.contacts} aria-label={bar.contacts}>
          <li>
            <a href={phone.href} className={styles.contactLink}>
              <Phone size={20} aria-hidden="true" focusable="false" />
              {phone.label}
            </a>
          </li>
          {settings.email && (
            <li>
              <a href={`mailto:${settings.email}`} className={styles.contactLink}>
                <Mail size={20} aria-hidden="true" focusable="false" />
                {settings.email}
              </a>
            </li>
          )}
        </ul>
      </div>
    </dialog>
  );
}
