import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import type { GalleryPhoto } from '../../lib/types';
import { button } from '../../ui/button.css';
import { Dialog } from '../../ui/dialog';
import { srOnly } from '../../ui/layout.css';
import { SiteImage } from '../../ui/site-image';
import { langOf } from '../site/untranslated';
import { useWords } from '../site/words';
import * as styles from './gallery.css';
import { galleryWords } from './gallery-words';

/**
 * One photo at a time, in a modal dialog (ui/dialog: Escape closes it and focus goes back to the
 * photo that opened it). The arrow keys and the two buttons go to the other photos, round the ends;
 * each change is announced with the photo's alt text and caption, as a sighted visitor sees them.
 */
export function GalleryViewer({ photos, index, onMove, onClose }: { photos: GalleryPhoto[]; index: number | null; onMove: (index: number) => void; onClose: () => void }) {
  const w = useWords(galleryWords);
  const count = photos.length;
  const photo = index === null ? undefined : photos[index];
  const step = (by: number) => index !== null && onMove((index + by + count) % count);

  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const position = index === null ? '' : w.position(index + 1, count);
  return (
    <Dialog open={!!photo} title={position} onClose={onClose} closeLabel={w.close}>
      {photo && (
        <figure>
          <SiteImage value={photo.image_url} alt={photo.alt} lang={langOf(photo, 'alt')} width={1200} height={900} sizes="(min-width: 768px) 640px, 100vw" loading="eager" className={styles.viewerImage} />
          {photo.caption && (
            <figcaption className={styles.viewerCaption} lang={langOf(photo, 'caption')}>
              {photo.caption}
            </figcaption>
          )}
          <p className={srOnly} aria-live="polite" aria-atomic="true">
            {`${position}: ${photo.alt}${photo.caption ? `. ${photo.caption}` : ''}`}
          </p>
          {count > 1 && (
            <div className={styles.viewerNav}>
              <button type="button" className={button({ tone: 'outline' })} onClick={() => step(-1)}>
                <ChevronLeft aria-hidden="true" size={18} /> {w.previous}
              </button>
              <button type="button" className={button({ tone: 'outline' })} onClick={() => step(1)} data-autofocus>
                {w.next} <ChevronRight aria-hidden="true" size={18} />
              </button>
            </div>
          )}
        </figure>
      )}
    </Dialog>
  );
}
