import { Link } from '@tanstack/react-router';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { altOf, type ImageKind } from '../../lib/images';
import { Container } from '../../ui/layout';
import { section } from '../../ui/layout.css';
import { SiteImage } from '../../ui/site-image';
import * as styles from './catalog-detail.css';
import { DetailActions } from './detail-actions';

import { useWords } from '../site/words';
import { catalogWords } from './catalog-words';
import { langOf, UntranslatedNote } from '../site/untranslated';
export type BackLink = { to: '/services' | '/programs'; label: string };

type Props = {
  back: BackLink;
  title: string;
  description: string;
  imageUrl: string | null | undefined;
  /** The image's words (the owner's alt text); the placeholder is decoration. */
  alt: string | null | undefined;
  imageKind: ImageKind;
  icon: ReactNode;
  /** A program's gradient for the icon disc (the same colour as its card). */
  accentClassName?: string;
  /** 'What's Included' or 'Activities'; the list is left out when there are no items. */
  listTitle: string;
  items: string[];
  callLabel: (phone: string) => string;
  /** The side cards. */
  aside: ReactNode;
  /** The record, for its fields still in English (issue 47). */
  record: { untranslated?: readonly string[] };
  /** The field of `items`: 'features' (services) or 'activities' (programs). */
  itemsField?: 'features' | 'activities';
};

export const BackToList = ({ to, label }: BackLink) => (
  <Link to={to} className={styles.back}>
    <ArrowLeft size={20} aria-hidden="true" focusable="false" />
    {label}
  </Link>
);

/** The body of a service or program page, under its banner: details on the left, side cards on the right. */
export function CatalogDetail({ back, title, description, imageUrl, alt, imageKind, icon, accentClassName, listTitle, items, callLabel, aside, record, itemsField = 'features' }: Props) {
  const w = useWords(catalogWords);
  const aboutId = useId();
  const listId = useId();
  return (
    <div className={section}>
      <Container>
        <div className={styles.layout}>
          <div className={styles.main}>
            <BackToList {...back} />
            <figure className={styles.figure}>
              {/* The owner's alt text describes the picture (the placeholder is decoration); eager: it is the page's main image. */}
              <SiteImage value={imageUrl} kind={imageKind} alt={altOf(imageUrl, alt)} lang={langOf(record, 'alt')} width={1200} height={800} sizes="(min-width: 1024px) 800px, 100vw" loading="eager" className={styles.image} />
            </figure>
            <section className={styles.about} aria-labelledby={aboutId}>
              <div className={styles.aboutHeader}>
                <span className={accentClassName ? `${styles.badge} ${accentClassName}` : styles.badge}>{icon}</span>
                <h2 id={aboutId}>{w.about(title)}</h2>
              </div>
              <p className={styles.lead} lang={langOf(record, 'description')}>
                {description}
              </p>
              <UntranslatedNote record={record} fields={['title', 'description']} />
            </section>
            {items.length > 0 && (
              <section className={styles.listSection} aria-labelledby={listId}>
                <h2 id={listId}>{listTitle}</h2>
                <ul className={styles.list} lang={langOf(record, itemsField)}>
                  {items.map((item, index) => (
                    <li key={`${index}-${item}`} className={styles.listItem}>
                      <CircleCheck size={22} aria-hidden="true" focusable="false" className={styles.check} />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
                <UntranslatedNote record={record} fields={[itemsField]} />
              </section>
            )}
            <DetailActions callLabel={callLabel} />
          </div>
          <aside className={styles.aside} aria-label={w.moreAbout(title)}>
            {aside}
          </aside>
        </div>
      </Container>
    </div>
  );
}
