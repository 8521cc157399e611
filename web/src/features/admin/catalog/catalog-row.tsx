import { ImageIcon } from 'lucide-react';
import { resolveImageUrl } from '../../../lib/images';
import { button } from '../../../ui/button.css';
import * as page from '../admin-page.css';
import type { CatalogItem } from './catalog-admin-api';
import * as styles from './catalog-admin.css';
import { itemDate } from './catalog-dates';
import type { CatalogKind } from './catalog-kinds';

type Actions = { onView: () => void; onEdit: () => void; onDelete: () => void };

/** One item of the management list (spec section 2, Admin services). */
export function CatalogRow({ kind, item, onView, onEdit, onDelete }: { kind: CatalogKind; item: CatalogItem } & Actions) {
  const image = resolveImageUrl(item.image_url);
  const small = `${button({ tone: 'outline' })} ${styles.smallButton}`;
  return (
    <li className={styles.row}>
      {image ? (
        <img className={styles.thumb} src={image} alt="" width={128} height={96} loading="lazy" />
      ) : (
        <span className={styles.thumb} aria-hidden="true">
          <ImageIcon />
        </span>
      )}
      <div>
        {/* The badges sit beside the heading, not in it: its name is the title alone. */}
        <div className={styles.rowTitle}>
          <h3 className={styles.rowHeading}>{item.title}</h3>
          {item.featured && <span className={styles.featured}>Featured</span>}
          <span className={item.status === 'active' ? page.badgeGood : page.badgeBad}>{item.status}</span>
        </div>
        <p className={styles.description}>{item.description}</p>
        {item.items.length > 0 && (
          <ul className={styles.chips} aria-label={`${kind.listLabel} of ${item.title}`}>
            {item.items.map((entry, index) => (
              <li key={`${index}-${entry}`} className={styles.chip[kind.listField === 'activities' ? 'green' : 'neutral']}>
                {entry}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.meta}>
          {image && <span>Image: ✓</span>}
          <span>Updated: {itemDate(kind, item.updated_at || item.created_at)}</span>
        </p>
      </div>
      <div className={styles.rowActions}>
        <button type="button" className={small} onClick={onView} aria-label={`Preview ${item.title}`}>
          Preview
        </button>
        <button type="button" className={small} onClick={onEdit} aria-label={`Edit ${item.title}`}>
          Edit
        </button>
        <button type="button" className={small} onClick={onDelete} aria-label={`Delete ${item.title}`}>
          Delete
        </button>
      </div>
    </li>
  );
}
