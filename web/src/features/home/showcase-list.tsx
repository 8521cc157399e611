import { CheckCircle } from 'lucide-react';
import { ItemIcon } from '../../ui/item-icon';
import { langOf, UntranslatedNote } from '../site/untranslated';
import { listField, type ShowcaseItem, type ShowcaseKind } from './showcase-items';
import { DetailLink } from './showcase-link';
import * as styles from './showcase-list.css';

/** Small screens: a plain list, no carousel, with the first feature or activity only (spec section 2). */
export function ShowcaseList({ items, kind }: { items: ShowcaseItem[]; kind: ShowcaseKind }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <span className={styles.icon}>
            <ItemIcon name={item.iconName} size={24} />
          </span>
          <div className={styles.text}>
            <h3 lang={langOf(item, 'title')}>
              <DetailLink kind={kind} slug={item.slug} className={styles.titleLink}>
                {item.title}
              </DetailLink>
            </h3>
            <p className={styles.description} lang={langOf(item, 'description')}>
              {item.description}
            </p>
            {item.list[0] && (
              <p className={styles.first} lang={langOf(item, listField(kind))}>
                <CheckCircle className={styles.check} size={18} aria-hidden="true" />
                {item.list[0]}
              </p>
            )}
            <UntranslatedNote record={item} fields={['title', 'description', listField(kind)]} />
          </div>
        </li>
      ))}
    </ul>
  );
}
