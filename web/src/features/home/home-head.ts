import { formatPhone } from '../../lib/format';
import { publicPageHead, type HeadContext } from '../site/page-head';
import { fillText, PAGE_TEXT } from '../site/page-text';
import { settingsKeys, withDefaults } from '../site/settings-query';
import { heroSrcSet, HERO_SLIDES } from './hero-slides';

/**
 * The home page's head: the business name as its title, a description filled from the settings,
 * and the first hero picture preloaded (it is the page's largest paint; only '/' has it).
 */
export const homeHead = (context: HeadContext) => {
  const settings = withDefaults(context.queryClient.getQueryData(settingsKeys.all));
  return publicPageHead(context, {
    title: PAGE_TEXT.home.title,
    description: fillText(PAGE_TEXT.home.description, { residents: settings.residents_count ?? 6, phone: formatPhone(settings.phone) }),
    path: '/',
    // Only the server's page has it (the browser keeps the head it was sent).
    links: import.meta.env.SSR ? [heroPreload()] : [],
  });
};

/** The first hero picture, preloaded: React 18 passes these attributes through only in lower case (ui/attributes.ts). */
const heroPreload = () => {
  const hero = HERO_SLIDES[0].background;
  return { rel: 'preload', as: 'image', href: `${hero}-1280.webp`, imagesrcset: heroSrcSet(hero), imagesizes: '100vw', fetchpriority: 'high' };
};
