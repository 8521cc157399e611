import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { GalleryPhoto } from '../../lib/types';
import { button } from '../../ui/button.css';
import { Section } from '../../ui/section';
import { SiteImage } from '../../ui/site-image';
import { galleryQuery } from '../site/home-life-query';
import { langOf } from '../site/untranslated';
import { useWords } from '../site/words';
import { galleryWords } from './gallery-words';
import * as styles from './gallery.css';

const SHOWN = 3;

/** The home page's look at the house: its first three photos and the way to the rest on Our Home. */
export function HomeGallery() {
  const { data: photos = [] } = useQuery(galleryQuery());
  const { home: w } = useWords(galleryWords);
  return (
    <Section id="home-our-home" alt eyebrow={w.eyebrow} title={w.title} intro={w.intro}>
      {photos.length > 0 && <Photos photos={photos.slice(0, SHOWN)} />}
      <p className={styles.teaserLink}>
        <Link to="/our-home" className={button({ tone: 'outline', size: 'lg' })}>
          {photos.length ? w.seeAll : w.see}
        </Link>
      </p>
    </Section>
  );
}

const Photos = ({ photos }: { photos: GalleryPhoto[] }) => (
  <ul className={styles.teaser} role="list">
    {photos.map((photo) => (
      <li key={photo.id} className={styles.item}>
        <SiteImage value={photo.image_url} alt={photo.alt} lang={langOf(photo, 'alt')} width={800} height={600} sizes="(min-width: 768px) 33vw, 100vw" className={styles.thumb} />
      </li>
    ))}
  </ul>
);
