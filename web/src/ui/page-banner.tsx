import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { BANNER_WIDTHS, widthSrcSet } from '../lib/srcset';
import * as styles from './page-banner.css';

/** Each section of the site has its own banner background (spec section 2). */
export type BannerSection = 'about' | 'services' | 'programs' | 'faq' | 'contact' | 'legal';
/** A breadcrumb step after Home; the last one is the current page (its `to` is not needed). */
export type Crumb = { label: string; to?: string };

const bannerStem = (section: BannerSection) => `/images/banners/${section}`;

/**
 * The top of every inner page: a decorative section photo under a dark overlay, the breadcrumb,
 * the page's only h1 and an optional subtitle. The image is the page's largest paint, so it loads
 * eagerly and first.
 */
/** The banner's own words, English unless the page gives its language's (features/site/site-page-banner.tsx). */
const ENGLISH = { home: 'Home', breadcrumb: 'Breadcrumb' };

type Props = {
  section: BannerSection;
  title: string;
  /** The title's `lang` where it is not the page's (an owner's text, issue 47). */
  titleLang?: string;
  subtitle?: string;
  crumbs: Crumb[];
  words?: typeof ENGLISH;
};

export function PageBanner({ section, title, titleLang, subtitle, crumbs, words = ENGLISH }: Props) {
  // Without its photo the banner still reads well on the brand colour behind it.
  const [imageFailed, setImageFailed] = useState(false);
  const trail: Crumb[] = [{ label: words.home, to: '/' }, ...crumbs];

  return (
    <header className={styles.banner}>
      {!imageFailed && (
        <img
          key={section}
          className={styles.image}
          src={`${bannerStem(section)}-1600.webp`}
          srcSet={widthSrcSet(bannerStem(section), BANNER_WIDTHS)}
          sizes="100vw"
          width={1600}
          height={500}
          alt=""
          fetchpriority="high"
          decoding="async"
          onError={() => setImageFailed(true)}
        />
      )}
      <div className={styles.content}>
        <nav aria-label={words.breadcrumb}>
          <ol className={styles.crumbs}>
            {trail.map((crumb, index) => {
              const current = index === trail.length - 1;
              return (
                <li key={`${index}-${crumb.label}`} className={styles.crumb}>
                  {index > 0 && <ChevronRight size={18} aria-hidden="true" focusable="false" className={styles.separator} />}
                  {current ? (
                    <span aria-current="page" className={styles.current}>
                      {crumb.label}
                    </span>
                  ) : crumb.to ? (
                    // Crumbs come from the pages as plain paths; the router resolves them at run time.
                    <Link to={crumb.to as '/'} className={styles.crumbLink}>
                      {crumb.label}
                    </Link>
                  ) : (
                    <span>{crumb.label}</span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        <h1 className={styles.title} lang={titleLang}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
    </header>
  );
}
