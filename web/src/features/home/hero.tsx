import { useCallback, useState } from 'react';
import { srOnly } from '../../ui/layout.css';
import { useSiteSettings } from '../site/settings-query';
import { useWords } from '../site/words';
import { HeroControls } from './hero-controls';
import { HeroSlide } from './hero-slide';
import { HERO_INTERVAL_MS, HERO_SLIDES, heroPhotoOf } from './hero-slides';
import { homeWords } from './home-words';
import * as styles from './hero.css';
import { useAutoAdvance } from './use-auto-advance';

const COUNT = HERO_SLIDES.length;
const SLIDES_ID = 'home-hero-slides';

/**
 * The home page's welcome carousel (spec sections 2 and 9), built on the WAI-ARIA carousel
 * pattern. The page's single h1 is the business name (visually hidden): slide titles come and go
 * and are hidden from assistive technology while inactive, so none of them can be the h1.
 */
export function Hero({ nextSectionId }: { nextSectionId: string }) {
  const settings = useSiteSettings();
  const w = useWords(homeWords);
  const { business_name, phone } = settings;
  const [active, setActive] = useState(0);
  // The other backgrounds wait until the first has loaded, so they never compete with it.
  const [warm, setWarm] = useState(false);

  const goTo = useCallback((index: number) => {
    setWarm(true);
    setActive(((index % COUNT) + COUNT) % COUNT);
  }, []);
  const { playing, running, togglePlaying, pauseHandlers } = useAutoAdvance({
    delay: HERO_INTERVAL_MS,
    onAdvance: () => goTo(active + 1),
    resetKey: active,
  });

  const scrollToNext = () => {
    const target = document.getElementById(nextSectionId);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <section className={styles.hero} aria-roledescription={w.carousel} aria-labelledby="home-hero-title" {...pauseHandlers}>
      <h1 id="home-hero-title" className={srOnly}>
        {business_name}
      </h1>
      <div id={SLIDES_ID} className={styles.viewport} aria-live={running ? 'off' : 'polite'}>
        {HERO_SLIDES.map((slide, index) => (
          <HeroSlide
            key={slide.background}
            slide={slide}
            index={index}
            count={COUNT}
            active={index === active}
            phone={phone}
            photo={heroPhotoOf(settings, index)}
            showImage={index === 0 || warm}
            onImageSettled={index === 0 ? () => setWarm(true) : undefined}
          />
        ))}
      </div>

      <HeroControls
        slidesId={SLIDES_ID}
        count={COUNT}
        active={active}
        playing={playing}
        onGoTo={goTo}
        onTogglePlaying={togglePlaying}
        onScrollDown={scrollToNext}
      />
    </section>
  );
}
