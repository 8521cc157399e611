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
            Menu
          </p>
          <button type="button" className={styles.close} onClick={close} aria-label="Close menu">
            <X size={26} aria-hidden="true" focusable="false" />
          </button>
        </div>
        {user && <SessionGreeting user={user} tone="light" />}
        <nav aria-label="Main">
          <ul className={styles.list}>
            <li>
              <Link to="/" activeOptions={{ exact: true }} className={styles.link}>
                {PAGE_LINKS.home.label}
              </Link>
            </li>
            <li>
              <Link to={PAGE_LINKS.about.to} className={styles.link}>
                {PAGE_LINKS.about.label}
              </Link>
            </li>
            <li>
              <Link to={PAGE_LINKS.ourHome.to} className={styles.link}>
                {PAGE_LINKS.ourHome.label}
              </Link>
            </li>
            <MobileMenuSection kind="services" label={PAGE_LINKS.services.label} viewAllLabel="View all services" items={menus.services} />
            <MobileMenuSection kind="programs" label={PAGE_LINKS.programs.label} viewAllLabel="View all programs" items={menus.programs} />
            <li>
              <Link to={PAGE_LINKS.costs.to} className={styles.link}>
                {PAGE_LINKS.costs.label}
              </Link>
            </li>
            <li>
              <Link to={PAGE_LINKS.contact.to} className={styles.link}>
                {PAGE_LINKS.contact.label}
              </Link>
            </li>
            <li>
              <Link to={PAGE_LINKS.faq.to} className={styles.link}>
                {PAGE_LINKS.faq.label}
              </Link>
            </li>
            {showAdmin && (
              <li>
                <a href="/admin" className={styles.link}>
                  Admin Panel
                </a>
              </li>
            )}
          </ul>
          <Link to="/contact" className={`${button({ tone: 'primary', size: 'lg' })} ${styles.cta}`}>
            Get Started
          </Link>
        </nav>
        <ul className={styles.contacts} aria-label="Contact details">
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
