import { useState } from 'react';
import { imageOrPlaceholder } from '../../lib/images';
import type { GalleryPhoto } from '../../lib/types';
import { SiteImage } from '../../ui/site-image';
import * as styles from './gallery.css';
import { GalleryViewer } from './gallery-viewer';
import { galleryWords } from './gallery-words';
import { langOf, UntranslatedNote } from '../site/untranslated';
import { useWords } from '../site/words';

/** The first row is in view on arrival; the rest load as the visitor scrolls to them. */
const EAGER = 3;

/**
 * The photos in the owner's order. Each is a link to the photo itself, so it opens before the app
 * has arrived (or without it); once the app runs, a click or Enter opens the viewer instead. A
 * value the URL rule refuses links to the placeholder, never to what it says.
 */
export function GalleryGrid({ photos }: { photos: GalleryPhoto[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const w = useWords(galleryWords);
  return (
    <>
      <ul className={styles.grid}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <figure className={styles.item}>
              <a
                href={imageOrPlaceholder(photo.image_url)}
                className={styles.open}
                aria-label={w.open(index + 1, photos.length, photo.alt)}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  setOpen(index);
                }}
              >
                <SiteImage
                  value={photo.image_url}
                  alt={photo.alt}
                  lang={langOf(photo, 'alt')}
                  width={800}
                  height={600}
                  sizes="(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw"
                  loading={index < EAGER ? 'eager' : 'lazy'}
                  className={styles.thumb}
                />
              </a>
              {photo.caption && (
                <figcaption className={styles.caption} lang={langOf(photo, 'caption')}>
                  {photo.caption}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
      {/* One note for the photos whose words are still in English. */}
      <UntranslatedNote record={{ untranslated: photos.flatMap((photo) => photo.untranslated ?? []) }} />
      <GalleryViewer photos={photos} index={open} onMove={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}
