import { Link } from '@tanstack/react-router';
import { Phone } from 'lucide-react';
import { formatPhone, telHref } from '../../lib/format';
import { uploadSrcSet } from '../../lib/srcset';
import { button } from '../../ui/button.css';
import { inertWhen } from '../../ui/attributes';
import { Container } from '../../ui/layout';
import { srOnly } from '../../ui/layout.css';
import { useWords } from '../site/words';
import { heroSrcSet, type HeroPhoto, type HeroSlide as Slide } from './hero-slides';
import { homeWords } from './home-words';
import * as styles from './hero.css';

type Props = {
  slide: Slide;
  index: number;
  count: number;
  active: boolean;
  /** The home's phone from the settings (digits). */
  phone: string;
  /** The owner's photo for this slide (Settings), drawn instead of the slide's picture. */
  photo: HeroPhoto | null;
  /** Whether to mount the background image yet (the first is always mounted). */
  showImage: boolean;
  onImageSettled?: () => void;
};

/** The title with its highlighted phrase wrapped in a span. */
const Title = ({ title, highlight }: { title: string; highlight: string }) => {
  const at = highlight ? title.indexOf(highlight) : -1;
  if (at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <span className={styles.highlight}>{highlight}</span>
      {title.slice(at + highlight.length)}
    </>
  );
};

export function HeroSlide({ slide, index, count, active, phone, photo, showImage, onImageSettled }: Props) {
  const w = useWords(homeWords);
  const words = w.slides[index];
  const first = index === 0;
  const number = phone || slide.phone;
  return (
    <div
      className={active ? `${styles.slide} ${styles.slideActive}` : styles.slide}
      role="group"
      aria-roledescription={w.slide}
      aria-label={w.slideOf(index + 1, count)}
      aria-hidden={active ? undefined : true}
      {...inertWhen(!active)}
    >
      {showImage && photo && (
        // A real photo of the home: its words are the owner's alt text.
        <img
          className={`${styles.background} ${styles.photoFocus[photo.focus]}`}
          src={photo.src}
          // An upload comes in resized widths (as every site image does): sharp on every screen.
          srcSet={uploadSrcSet(photo.src)}
          sizes={uploadSrcSet(photo.src) ? '100vw' : undefined}
          alt={photo.alt}
          loading={first ? 'eager' : 'lazy'}
          fetchpriority={first ? 'high' : 'auto'}
          decoding={first ? 'sync' : 'async'}
          onLoad={onImageSettled}
          onError={onImageSettled}
        />
      )}
      {showImage && !photo && (
        // Decorative: the slide's words carry its meaning.
        <img
          className={styles.background}
          src={`${slide.background}-1280.webp`}
          srcSet={heroSrcSet(slide.background)}
          sizes="100vw"
          width={1920}
          height={1080}
          alt=""
          loading={first ? 'eager' : 'lazy'}
          fetchpriority={first ? 'high' : 'auto'}
          decoding={first ? 'sync' : 'async'}
          onLoad={onImageSettled}
          onError={onImageSettled}
        />
      )}
      <div className={styles.shade} aria-hidden="true" />
      <Container>
        <div className={styles.content}>
          <span className={styles.badge}>{words.badge}</span>
          <h2 className={styles.title}>
            <Title title={words.title} highlight={words.highlight} />
          </h2>
          <p className={styles.description}>{words.description}</p>
          <div className={styles.actions}>
            <Link {...slide.link} className={button({ tone: 'accent', size: 'lg' })}>
              {words.cta}
              {words.context && <span className={srOnly}> {words.context}</span>}
            </Link>
            <a href={telHref(number)} className={button({ tone: 'ghostOnDark', size: 'lg' })}>
              <Phone size={20} aria-hidden="true" />
              {w.call(formatPhone(number))}
            </a>
          </div>
        </div>
      </Container>
    </div>
  );
}
