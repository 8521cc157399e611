import { CheckCircle } from 'lucide-react';
import { altOf } from '../../lib/images';
import { ItemIcon } from '../../ui/item-icon';
import { SiteImage } from '../../ui/site-image';
import { langOf, UntranslatedNote } from '../site/untranslated';
import { listField, type ShowcaseItem, type ShowcaseKind } from './showcase-items';
import { DetailLink } from './showcase-link';
import * as styles from './showcase-card.css';

/** Wide screens: image, icon, title (linking to the detail page), description, the first 2 features or activities. */
export function ShowcaseCard({ item, kind }: { item: ShowcaseItem; kind: ShowcaseKind }) {
  return (
    <article className={styles.card}>
      <SiteImage className={styles.image} value={item.imageUrl} kind={kind === 'services' ? 'service' : 'program'} alt={altOf(item.imageUrl, item.alt)} lang={langOf(item, 'alt')} width={1200} height={400} sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw" />
      <div className={styles.body}>
        <div className={styles.heading}>
          <span className={styles.icon}>
            <ItemIcon name={item.iconName} size={24} />
          </span>
          <h3 lang={langOf(item, 'title')}>
            <DetailLink kind={kind} slug={item.slug} className={styles.titleLink}>
              {item.title}
            </DetailLink>
          </h3>
        </div>
        <p className={styles.description} lang={langOf(item, 'description')}>
          {item.description}
        </p>
        {item.list.length > 0 && (
          <ul className={styles.list} lang={langOf(item, listField(kind))}>
            {item.list.slice(0, 2).map((entry) => (
              <li key={entry} className={styles.listItem}>
                <CheckCircle className={styles.check} size={18} aria-hidden="true" />
                {entry}
              </li>
            ))}
          </ul>
        )}
        <UntranslatedNote record={item} fields={['title', 'description', listField(kind)]} />
      </div>
    </article>
  );
}
