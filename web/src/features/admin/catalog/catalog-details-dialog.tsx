import type { ReactNode } from 'react';
import { resolveImageUrl } from '../../../lib/images';
import { Dialog } from '../../../ui/dialog';
import { DetailsFooter } from '../activity/details-footer';
import * as page from '../admin-page.css';
import type { CatalogItem } from './catalog-admin-api';
import * as styles from './catalog-admin.css';
import { itemDate } from './catalog-dates';
import type { CatalogKind } from './catalog-kinds';

/** 'Service Details' / 'Program Details': everything about one item, read-only. */
export function CatalogDetailsDialog({ kind, item, onClose }: { kind: CatalogKind; item: CatalogItem; onClose: () => void }) {
  const image = resolveImageUrl(item.image_url);
  const rows: Array<[string, ReactNode]> = [
    ['Title', item.title],
    ['Description', item.description || '—'],
    ['Status', <span className={item.status === 'active' ? page.badgeGood : page.badgeBad}>{item.status}</span>],
    ['Featured', item.featured ? 'Yes' : 'No'],
    ['Image', image ? 'Set' : 'Not set'],
    [kind.listLabel, item.items.length ? item.items.join(', ') : 'None'],
    ['Created', itemDate(kind, item.created_at)],
  ];
  return (
    <Dialog open title={`${kind.noun} Details`} onClose={onClose}>
      {image && <img className={styles.detailImage} src={image} alt={`${item.title} image`} />}
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.detailRow}>
            <dt>{term}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
      <DetailsFooter type={kind.target} id={item.id} onClose={onClose} />
    </Dialog>
  );
}
