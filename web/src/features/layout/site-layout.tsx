import { useRef, type MouseEvent, type ReactNode } from 'react';
import { deferredInPlace } from '../../ui/deferred';
import { useSiteSettings } from '../site/settings-query';
import { AvailabilityBanner } from './availability-banner';
// The call bar's styles stay in the app's stylesheet, which every page's head links: the server
// draws the bar (hidden) before its code comes.
import { BAR_SCREENS } from './phone-action-bar.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import * as styles from './site-layout.css';

/**
 * Moves focus to the main content without a hash change: a '#main' URL would be a new router
 * location, and focusing the element is what keyboard and screen-reader users need.
 */
const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
};

/** Resolves once the screen is one the call and tour bar shows on (a phone's). */
const onBarScreens = () =>
  new Promise<void>((resolve) => {
    const query = window.matchMedia(BAR_SCREENS);
    if (query.matches) return resolve();
    const onChange = () => {
      if (!query.matches) return;
      query.removeEventListener('change', onChange);
      resolve();
    };
    query.addEventListener('change', onChange);
  });

/**
 * The call and tour bar shows on phones only: from tablets up its code is never fetched (unless the
 * window narrows to a phone's width). The server draws it (hidden) on every page.
 */
const PhoneActionBar = deferredInPlace('call bar', () => import('./phone-action-bar').then((module) => module.PhoneActionBar), {
  drawn: () => document.querySelector('#main ~ nav'),
  wanted: onBarScreens,
});

/**
 * The public pages' frame: skip link, availability notice, shared header, the page in <main>,
 * shared footer, and on phones the call and tour bar that takes over from the header's number.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { phone } = useSiteSettings();
  const headerPhone = useRef<HTMLAnchorElement>(null);
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink} onClick={skipToMain}>
        Skip to main content
      </a>
      <AvailabilityBanner />
      <SiteHeader phoneRef={headerPhone} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
      <PhoneActionBar phone={phone} watched={headerPhone} />
    </div>
  );
}
