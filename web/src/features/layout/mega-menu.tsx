import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { memo, Suspense, useRef, type ComponentType, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { loadBeforeDrawing } from '../../ui/deferred';
import { srOnly } from '../../ui/layout.css';
import type { ItemKind } from './item-link';
import type { MegaMenuPanelProps } from './mega-menu-panel';
import type { MenuEntry } from './menu-items';
import * as nav from './desktop-nav.css';
import * as styles from './mega-menu.css';

/**
 * The panels' contents (their items' icons: the service icons every service may carry) are hidden
 * until a menu opens, and most visits never open one: their code is fetched when a visitor reaches
 * for a menu (a pointer over it, focus in it), not with the page. The server draws them at once
 * (it loads the code before drawing, ui/deferred.tsx); in the browser, a Suspense boundary that
 * waits during hydration keeps the server's markup of a panel, shown as drawn if the menu opens
 * before the code has come, until the code is there.
 */
let Panel: ComponentType<MegaMenuPanelProps> | undefined;
let loading: Promise<void> | undefined;
const never = new Promise<never>(() => {});
const loadPanel = () =>
  (loading ??= import('./mega-menu-panel').then(
    (module) => void (Panel = module.MegaMenuPanel),
    (error: unknown) => {
      // The server has the code inline: a failure there is a bug, and the page's error.
      if (typeof document === 'undefined') throw error;
      console.error("The code of the header's menu panels could not be loaded", error);
      return never;
    },
  ));
loadBeforeDrawing(loadPanel);
let wanted: () => void = () => {};
const whenWanted = new Promise<void>((resolve) => (wanted = resolve));
/** A visitor reaches for a menu: its panel's code is fetched. */
const wantPanel = () => wanted();

function PanelContents({ panelId, ...props }: MegaMenuPanelProps & { panelId: string }) {
  if (Panel) return <Panel {...props} />;
  const drawn = typeof document === 'undefined' ? null : document.getElementById(panelId);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the Suspense protocol: the boundary waits for this promise, then draws the panel again
  throw drawn?.hasChildNodes() ? whenWanted.then(loadPanel) : loadPanel();
}

/**
 * The boundary, apart from the menu's own state: opening or closing a menu draws the menu again,
 * and an update reaching a boundary still waiting to hydrate would make React drop the server's
 * markup of the panel (drawing it empty) instead of keeping it until the code comes.
 */
const PanelBoundary = memo(function PanelBoundary(props: MegaMenuPanelProps & { panelId: string }) {
  return (
    <Suspense fallback={null}>
      <PanelContents {...props} />
    </Suspense>
  );
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
  const panelId = `mega-menu-${kind}`;

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
        <PanelBoundary panelId={panelId} kind={kind} viewAllLabel={viewAllLabel} items={items} />
      </div>
    </li>
  );
}
