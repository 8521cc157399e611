import { Link } from '@tanstack/react-router';
import { ArrowRight, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { slugify } from '../../lib/format';
import { altOf, type ImageKind } from '../../lib/images';
import { srOnly } from '../../ui/layout.css';
import { SiteImage } from '../../ui/site-image';
import * as styles from './catalog-card.css';

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
};

/** A service or program in a list: image, icon, title, description, first items, Learn More. */
export function CatalogCard({ to, title, description, imageUrl, alt, imageKind, icon, accentClassName, items }: Props) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <SiteImage value={imageUrl} kind={imageKind} alt={altOf(imageUrl, alt)} width={1200} height={800} sizes="(min-width: 1024px) 384px, (min-width: 600px) 50vw, 100vw" className={styles.image} />
      </div>
      {accentClassName && <span className={`${styles.strip} ${accentClassName}`} aria-hidden="true" />}
      <div className={styles.body}>
        <span className={accentClassName ? `${styles.badge} ${accentClassName}` : styles.badge}>{icon}</span>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.description}>{description}</p>
        {items.length > 0 && (
          <ul className={styles.list}>
            {items.slice(0, CARD_ITEM_COUNT).map((item, index) => (
              <li key={`${index}-${item}`} className={styles.listItem}>
                <CircleCheck size={20} aria-hidden="true" focusable="false" className={styles.check} />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        )}
        <Link to={to} params={{ slug: slugify(title) }} className={styles.more}>
          Learn More<span className={srOnly}> about {title}</span>
          <ArrowRight size={20} aria-hidden="true" focusable="false" />
        </Link>
      </div>
    </article>
  );
}
