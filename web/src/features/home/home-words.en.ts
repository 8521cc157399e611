/**
 * The home page's hero in English (home-words.ts). The slides follow spec section 2's
 * table (badges and primary buttons verbatim; the wording around them is ours), in HERO_SLIDES' order.
 */
const en = {
  slides: [
    {
      badge: 'Licensed Adult Family Home',
      title: 'Compassionate Care in a Real Home',
      highlight: 'Real Home',
      description: 'Personal, unhurried care for just six residents in a warm family house, where every person is known by name and treated like family.',
      cta: 'Schedule a Tour',
      context: '',
    },
    {
      badge: '24/7 Care Available',
      title: 'Peace of Mind, Day and Night',
      highlight: 'Day and Night',
      description: 'Trained caregivers are in the home around the clock, so help is always close at hand and families can rest easy.',
      cta: 'Learn More',
      // Completes the generic label for screen readers and search engines ('Learn More' about what).
      context: 'about our home',
    },
    {
      badge: 'Family-Oriented Environment',
      title: 'A Place That Feels Like Family',
      highlight: 'Like Family',
      description: 'Home-cooked meals, shared activities, a garden to enjoy and family always welcome: daily life the way your loved one likes it.',
      cta: 'View Our Home',
      context: '',
    },
  ],
  carousel: 'carousel',
  slide: 'slide',
  slideOf: (number: number, count: number) => `${number} of ${count}`,
  call: (phone: string) => `Call ${phone}`,
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  goToSlide: (number: number) => `Go to slide ${number}`,
  pauseSlideshow: 'Pause slideshow',
  playSlideshow: 'Play slideshow',
  pause: 'Pause',
  play: 'Play',
  scrollDown: 'Scroll down',
};

export default en;
