import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, type PointerEvent } from 'react';
import { deferredInPlace } from '../../ui/deferred';
import { srOnly } from '../../ui/layout.css';
import type { ItemKind } from './item-link';
import type { MegaMenuPanelProps } from './mega-menu-panel';
import type { MenuEntry } from './menu-items';
import * as nav from './desktop-nav.css';
import * as styles from './mega-menu.css';
import { useWords } from '../site/words';
import { siteWords } from '../site/site-words';

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
export function MegaMenu({ kind, label, items, open, onHoverStart, onHoverEnd, onToggle, onClose }: Props) {
  const w = useWords(siteWords);
  const holderRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = panelIdOf(kind);

  // Touch "hover" is emulated on tap; only a real mouse opens on hover.
  const onPointerEnter = (event: PointerEvent) => {
    wantPanel();
    if (event.pointerType === 'mouse') onHoverStart();
  };
  const onPointerLeave = (event: PointerEvent) => event.pointerType === 'mouse' && onHoverEnd();

  // While a panel is open, Escape closes it if the focus is in its menu or has fallen to the page,
  // and the focus moving on past the menu closes it; a click on the panel's blank space does not
  // (focus then goes nowhere, and a click outside is handled by the navigation). Both are heard on
  // the document, before the app's own handlers: until a panel's code has come, React holds back
  // (and drops) the keys and focus moves made on the server's markup of its links, and when the
  // code comes while the panel is open, the link that had the focus can be drawn anew and lose it.
  useEffect(() => {
    if (!open) return;
    const inMenu = (node: EventTarget | null) => node instanceof Node && Boolean(holderRef.current?.contains(node));
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || (document.activeElement !== document.body && !inMenu(document.activeElement))) return;
      event.stopPropagation();
      onClose();
      buttonRef.current?.focus();
    };
    const onFocusMoved = (event: globalThis.FocusEvent) => !inMenu(event.target) && onClose();
    document.addEventListener('keydown', onEscape, true);
    document.addEventListener('focusin', onFocusMoved, true);
    return () => {
      document.removeEventListener('keydown', onEscape, true);
      document.removeEventListener('focusin', onFocusMoved, true);
    };
  }, [open, onClose]);

  return (
    <li ref={holderRef} className={`${nav.item} ${styles.holder}`} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onFocus={wantPanel}>
      <Link to={kind === 'services' ? '/services' : '/programs'} className={nav.link}>
        {label}
      </Link>
      <button ref={buttonRef} type="button" className={styles.trigger} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        <ChevronDown size={20} aria-hidden="true" focusable="false" className={styles.chevron} />
        <span className={srOnly}>{w.subMenu(label)}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <PanelContents kind={kind} items={items} />
      </div>
    </li>
  );
}
