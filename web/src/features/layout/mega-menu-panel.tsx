import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { createElement } from 'react';
import { iconFor } from '../../ui/item-icon';
import { ItemLink, type ItemKind } from './item-link';
import type { MenuEntry } from './menu-items';
import * as styles from './mega-menu.css';
import { useWords } from '../site/words';
import { menuWords } from './menu-words';

export type MegaMenuPanelProps = { kind: ItemKind; items: MenuEntry[] };

/** What a mega menu's panel lists: its items, each with its icon, and the link to the list page. */
export function MegaMenuPanel({ kind, items }: MegaMenuPanelProps) {
  const w = useWords(menuWords);
  return (
    <>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.key} className={styles.entry}>
            <span className={styles.icon} aria-hidden="true">
              {createElement(iconFor(item.icon), { size: 24, focusable: 'false' })}
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
        {kind === 'services' ? w.viewAllServices : w.viewAllPrograms}
        <ArrowRight size={20} aria-hidden="true" focusable="false" />
      </Link>
    </>
  );
}
