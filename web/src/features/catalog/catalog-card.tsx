import { Link } from '@tanstack/react-router';
import { ArrowRight, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { slugOf } from '../site/catalog-query';
import { altOf, type ImageKind } from '../../lib/images';
import { srOnly } from '../../ui/layout.css';
import { SiteImage } from '../../ui/site-image';
import * as styles from './catalog-card.css';

import { useWords } from '../site/words';
import { catalogWords } from './catalog-words';
import { langOf, UntranslatedNote } from '../site/untranslated';
/** How many features or activities a list card shows (spec section 2). */
export const CARD_ITEM_COUNT = 3;

type Props = {
  to: '/services/$slug' | '/programs/$slug';
  title: string;
  description: string;
  imageUrl: string | null | undefined;
  /** The image's words (the owner's alt text); the placeholder is decoration. */
  alt: string | null | undefined;
  imageKind: ImageKind;
  /** The icon in the disc on the image's edge. */
  icon: ReactNode;
  /** The programs' rotating gradient: colours the icon disc and a strip under the image. */
  accentClassName?: string;
  items: string[];
  /** The record, for its fields still in English (issue 47). */
  record: { untranslated?: readonly string[]; slug?: string };
  /** The field of `items`: 'features' (services) or 'activities' (programs). */
  itemsField?: 'features' | 'activities';
};

/** A service or program in a list: image, icon, title, description, first items, Learn More. */
export function CatalogCard({ to, title, description, imageUrl, alt, imageKind, icon, accentClassName, items, record, itemsField = 'features' }: Props) {
  const w = useWords(catalogWords);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <SiteImage value={imageUrl} kind={imageKind} alt={altOf(imageUrl, alt)} lang={langOf(record, 'alt')} width={1200} height={800} sizes="(min-width: 1024px) 384px, (min-width: 600px) 50vw, 100vw" className={styles.image} />
      </div>
      {accentClassName && <span className={`${styles.strip} ${accentClassName}`} aria-hidden="true" />}
      <div className={styles.body}>
        <span className={accentClassName ? `${styles.badge} ${accentClassName}` : styles.badge}>{icon}</span>
        <h3 className={styles.title} lang={langOf(record, 'title')}>
          {title}
        </h3>
        <p className={styles.description} lang={langOf(record, 'description')}>
          {description}
        </p>
        {items.length > 0 && (
          <ul className={styles.list} lang={langOf(record, itemsField)}>
            {items.slice(0, CARD_ITEM_COUNT).map((item, index) => (
              <li key={`${index}-${item}`} className={styles.listItem}>
                <CircleCheck size={20} aria-hidden="true" focusable="false" className={styles.check} />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        )}
        <UntranslatedNote record={record} fields={['title', 'description', itemsField]} />
        <Link to={to} params={{ slug: slugOf({ title, slug: record.slug }) }} className={styles.more}>
          {w.learnMore}
          <span className={srOnly}>{w.learnMoreAbout(title)}</span>
          <ArrowRight size={20} aria-hidden="true" focusable="false" />
        </Link>
      </div>
    </article>
  );
}
