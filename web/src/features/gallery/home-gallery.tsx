import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { GalleryPhoto } from '../../lib/types';
import { button } from '../../ui/button.css';
import { Section } from '../../ui/section';
import { SiteImage } from '../../ui/site-image';
import { galleryQuery } from '../site/home-life-query';
import * as styles from './gallery.css';

const SHOWN = 3;

/** The home page's look at the house: its first three photos and the way to the rest on Our Home. */
export function HomeGallery() {
  const { data: photos = [] } = useQuery(galleryQuery());
  return (
    <Section id="home-our-home" alt eyebrow="Our Home" title="A Real Home, Not a Facility" intro="Bedrooms with windows onto the garden, a kitchen that smells of home cooking, and room to be together.">
      {photos.length > 0 && <Photos photos={photos.slice(0, SHOWN)} />}
      <p className={styles.teaserLink}>
        <Link to="/our-home" className={button({ tone: 'outline', size: 'lg' })}>
          {photos.length ? 'See all the photos of our home' : 'See our home'}
        </Link>
      </p>
    </Section>
  );
}

const Photos = ({ photos }: { photos: GalleryPhoto[] }) => (
  <ul className={styles.teaser} role="list">
    {photos.map((photo) => (
      <li key={photo.id} className={styles.item}>
        <SiteImage value={photo.image_url} alt={photo.alt} width={800} height={600} sizes="(min-width: 768px) 33vw, 100vw" className={styles.thumb} />
      </li>
    ))}
  </ul>
);
