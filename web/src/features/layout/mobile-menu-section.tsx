import { Link } from '@tanstack/react-router';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { createElement, useState } from 'react';
import { iconFor } from '../../ui/item-icon';
import { ItemLink, type ItemKind } from './item-link';
import type { MenuEntry } from './menu-items';
import * as styles from './mobile-menu.css';
import { useWords } from '../site/words';
import { menuWords } from './menu-words';

/** A collapsible 'Our Services' / 'Our Programs' group of the mobile menu. */
export function MobileMenuSection({ kind, label, items }: { kind: ItemKind; label: string; items: MenuEntry[] }) {
  const w = useWords(menuWords);
  const [expanded, setExpanded] = useState(false);
  const listId = `mobile-menu-${kind}`;
  return (
    <li>
      <button type="button" className={styles.sectionToggle} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((value) => !value)}>
        {label}
        <ChevronDown size={24} aria-hidden="true" focusable="false" className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.subList} hidden={!expanded}>
        {items.map((item) => (
          <li key={item.key}>
            <ItemLink kind={kind} slug={item.slug} className={styles.subLink}>
              {createElement(iconFor(item.icon), { size: 22, 'aria-hidden': 'true', focusable: 'false', className: styles.subIcon })}
              {item.title}
            </ItemLink>
          </li>
        ))}
        <li>
          <Link to={kind === 'services' ? '/services' : '/programs'} className={`${styles.subLink} ${styles.viewAll}`}>
            {kind === 'services' ? w.viewAllServices : w.viewAllPrograms}
            <ArrowRight size={20} aria-hidden="true" focusable="false" />
          </Link>
        </li>
      </ul>
    </li>
  );
}
