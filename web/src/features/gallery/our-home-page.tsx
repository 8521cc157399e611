import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarCheck } from 'lucide-react';
import { button } from '../../ui/button.css';
import { Section } from '../../ui/section';
import { SitePageBanner } from '../site/site-page-banner';
import { ErrorState, LoadingState } from '../../ui/states';
import { loadErrorText } from '../site/catalog-query';
import { galleryQuery } from '../site/home-life-query';
import { PAGE_TEXT } from '../site/page-text';
import { TOUR_LINK } from '../site/tour-link';
import * as styles from './gallery.css';
import { GalleryGrid } from './gallery-grid';

/** Our Home (issue 19): the home in photos, as the owner arranged them in the admin's Gallery. */
export function OurHomePage() {
  const photos = useQuery(galleryQuery());
  return (
    <>
      <SitePageBanner section="about" title={PAGE_TEXT.ourHome.title} subtitle="The rooms, the kitchen and the garden our residents call home." crumbs={[{ label: PAGE_TEXT.ourHome.title }]} />
      <Section id="our-home-photos" title="A Look Inside" intro="Select a photo to see it larger; the arrow keys move between photos.">
        {photos.isPending ? (
          <LoadingState label="Loading photos..." />
        ) : photos.error ? (
          <ErrorState message={loadErrorText(photos.error, 'photos')} />
        ) : photos.data.length ? (
          <GalleryGrid photos={photos.data} />
        ) : (
          <p className={styles.teaserLink}>Photos of the home are on their way. Until then, the best way to see it is to visit.</p>
        )}
        <p className={styles.teaserLink}>
          <Link {...TOUR_LINK} className={button({ size: 'lg' })}>
            <CalendarCheck size={22} aria-hidden="true" />
            Schedule a Tour
          </Link>
        </p>
      </Section>
    </>
  );
}
