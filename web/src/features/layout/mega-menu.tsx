import { Link } from '@tanstack/react-router';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { srOnly } from '../../ui/layout.css';
import { ItemLink, type ItemKind } from './item-link';
import type { MenuEntry } from './menu-items';
import * as nav from './desktop-nav.css';
import * as styles from './mega-menu.css';

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
  const onPointerEnter = (event: PointerEvent) => event.pointerType === 'mouse' && onHoverStart();
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
    <li className={`${nav.item} ${styles.holder}`} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Link to={kind === 'services' ? '/services' : '/programs'} className={nav.link}>
        {label}
      </Link>
      <button ref={buttonRef} type="button" className={styles.trigger} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        <ChevronDown size={20} aria-hidden="true" focusable="false" className={styles.chevron} />
        <span className={srOnly}>{label} menu</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.key} className={styles.entry}>
              <span className={styles.icon} aria-hidden="true">
                <item.icon size={24} focusable="false" />
              </span>
              <span className={styles.entryText}>
                <ItemLink kind={kind} slug={item.slug} className={styles.entryLink}>
                  {item.title}
                </ItemLink>
                {item.description && <span className={styles.description}>{item.description}</span>}
              </span>
            </li>
          ))}
        </ul>
        <Link to={kind === 'services' ? '/services' : '/programs'} className={styles.viewAll}>
          {viewAllLabel}
          <ArrowRight size={20} aria-hidden="true" focusable="false" />
        </Link>
      </div>
    </li>
  );
}
