import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { deferredInPlace } from '../../ui/deferred';
import { srOnly } from '../../ui/layout.css';
import type { ItemKind } from './item-link';
import type { MegaMenuPanelProps } from './mega-menu-panel';
import type { MenuEntry } from './menu-items';
import * as nav from './desktop-nav.css';
import * as styles from './mega-menu.css';

const panelIdOf = (kind: ItemKind) => `mega-menu-${kind}`;

let wanted: () => void = () => {};
const whenWanted = new Promise<void>((resolve) => (wanted = resolve));
/** A visitor reaches for a menu (a pointer over it, focus in it): the panels' code is fetched. */
const wantPanel = () => wanted();

/**
 * The panels' contents (their items with the icon each service may carry) are hidden until a menu
 * opens, and most visits never open one: their code comes when a visitor reaches for a menu, not
 * with the page. The server draws them at once; in the browser, the server's markup of a panel
 * stays as drawn (and shows as drawn if the menu opens before the code has come) until the code is there.
 */
const PanelContents = deferredInPlace('mega-menu', () => import('./mega-menu-panel').then((module) => module.MegaMenuPanel), {
  drawn: ({ kind }: MegaMenuPanelProps) => document.getElementById(panelIdOf(kind)),
  wanted: () => whenWanted,
});

type Props = {
  kind: ItemKind;
  label: string;
  viewAllLabel: string;
  items: MenuEntry[];
  open: boolean;
  onHoverStart: () => void;
  onHoverEnd: () => void;
  onToggle: () => void;
  onClose: () => void;
};

/**
 * 'Our Services' / 'Our Programs': the text is a link to the list page; the chevron beside it is a
 * disclosure button for the panel, so keyboard and touch users can open it too. Mouse users
 * open it by hovering.
 */
export function MegaMenu({ kind, label, viewAllLabel, items, open, onHoverStart, onHoverEnd, onToggle, onClose }: Props) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = panelIdOf(kind);

  // Touch "hover" is emulated on tap; only a real mouse opens on hover.
  const onPointerEnter = (event: PointerEvent) => {
    wantPanel();
    if (event.pointerType === 'mouse') onHoverStart();
  };
  const onPointerLeave = (event: PointerEvent) => event.pointerType === 'mouse' && onHoverEnd();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onClose();
    buttonRef.current?.focus();
  };

  // Escape closes an open panel also when the focus has fallen to the page: when a panel's code
  // arrives while it is open, its links can be drawn again, and the one focused goes with them.
  useEffect(() => {
    if (!open) return;
    const onPageKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || document.activeElement !== document.body) return;
      onClose();
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onPageKey);
    return () => document.removeEventListener('keydown', onPageKey);
  }, [open, onClose]);

  // Tabbing past the last link closes the panel; a click on the panel's blank space does not
  // (focus then goes nowhere, and a click outside is handled by the navigation).
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (next && !event.currentTarget.contains(next)) onClose();
  };

  return (
    <li className={`${nav.item} ${styles.holder}`} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onKeyDown={onKeyDown} onFocus={wantPanel} onBlur={onBlur}>
      <Link to={kind === 'services' ? '/services' : '/programs'} className={nav.link}>
        {label}
      </Link>
      <button ref={buttonRef} type="button" className={styles.trigger} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        <ChevronDown size={20} aria-hidden="true" focusable="false" className={styles.chevron} />
        <span className={srOnly}>{label} menu</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <PanelContents kind={kind} viewAllLabel={viewAllLabel} items={items} />
      </div>
    </li>
  );
}
