import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarCheck } from 'lucide-react';
import { button } from '../../ui/button.css';
import { Section } from '../../ui/section';
import { SitePageBanner } from '../site/site-page-banner';
import { ErrorState, LoadingState } from '../../ui/states';
import { NetworkError } from '../../lib/api';
import { galleryQuery } from '../site/home-life-query';
import { useWords } from '../site/words';
import { TOUR_LINK } from '../site/tour-link';
import * as styles from './gallery.css';
import { GalleryGrid } from './gallery-grid';
import { galleryWords } from './gallery-words';

/** Our Home (issue 19): the home in photos, as the owner arranged them in the admin's Gallery. */
export function OurHomePage() {
  const photos = useQuery(galleryQuery());
  const w = useWords(galleryWords);
  return (
    <>
      <SitePageBanner section="about" title={w.title} subtitle={w.subtitle} crumbs={[{ label: w.crumb }]} />
      <Section id="our-home-photos" title={w.lookInside} intro={w.intro}>
        {photos.isPending ? (
          <LoadingState label={w.loading} />
        ) : photos.error ? (
          <ErrorState message={w.loadError(photos.error instanceof NetworkError)} />
        ) : photos.data.length ? (
          <GalleryGrid photos={photos.data} />
        ) : (
          <p className={styles.teaserLink}>{w.empty}</p>
        )}
        <p className={styles.teaserLink}>
          <Link {...TOUR_LINK} className={button({ size: 'lg' })}>
            <CalendarCheck size={22} aria-hidden="true" />
            {w.tour}
          </Link>
        </p>
      </Section>
    </>
  );
}
