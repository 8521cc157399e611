import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { whenMatches } from '../../lib/use-media-query';
import { deferredInPlace, whenNear } from '../../ui/deferred';
import { useSiteSettings } from '../site/settings-query';
import { AvailabilityBanner } from './availability-banner';
// The call bar's styles stay in the app's stylesheet, which every page's head links: the server
// draws the bar (hidden) before its code comes.
import { BAR_SCREENS } from './phone-action-bar.css';
// So do the footer's: the server draws it on every page before its code comes.
import './site-footer.css';
import { SiteHeader } from './site-header';
import * as styles from './site-layout.css';
import { useWords } from '../site/words';
import { siteWords } from '../site/site-words';

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

/**
 * The call and tour bar shows on phones only: from tablets up its code is never fetched (unless the
 * window narrows to a phone's width). The server draws it (hidden) on every page.
 */
const PhoneActionBar = deferredInPlace('call bar', () => import('./phone-action-bar').then((module) => module.PhoneActionBar), {
  drawn: () => document.querySelector('#main ~ nav'),
  wanted: () => whenMatches(BAR_SCREENS),
});

/**
 * The footer is links and words below every page: its code comes when the visitor scrolls near it
 * (the server draws it, and its links work before), so the first load carries the first screen's.
 */
const footerOnPage = () => document.querySelector('#main ~ footer');
let footerCode = false;
const SiteFooter = deferredInPlace(
  'footer',
  () =>
    import('./site-footer').then((module) => {
      footerCode = true;
      return module.SiteFooter;
    }),
  { drawn: footerOnPage, wanted: whenNear },
);

/** Paths the server answers itself (files, the API, the console, the admin area): a link to one loads it whole. */
const SERVER_PATHS = /^\/(?:uploads|backend|cms|admin)(?:\/|$)/;

/**
 * Until the footer's code has come, a tap on its link to a page of the site moves in place, as the
 * link will once it is the app's, rather than loading the page whole. Heard on the document before
 * React, which holds back the events on markup it has not taken over yet. A tap with a modifier
 * key, a link to another site, a phone number or an address, or one opening elsewhere is the
 * browser's.
 */
function useFooterLinksInPlace() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: globalThis.MouseEvent) => {
      if (footerCode || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !footerOnPage()?.contains(link) || link.target || link.hasAttribute('download')) return;
      if (link.origin !== window.location.origin || SERVER_PATHS.test(link.pathname)) return;
      event.preventDefault();
      void router.navigate({ href: `${link.pathname}${link.search}${link.hash}` });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [router]);
}

/**
 * The public pages' frame: skip link, availability notice, shared header, the page in <main>,
 * shared footer, and on phones the call and tour bar that takes over from the header's number.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const w = useWords(siteWords);
  const { phone } = useSiteSettings();
  const topBar = useRef<HTMLDivElement>(null);
  useFooterLinksInPlace();
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink} onClick={skipToMain}>
        {w.skip}
      </a>
      <AvailabilityBanner />
      <SiteHeader topBarRef={topBar} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
      <PhoneActionBar phone={phone} watched={topBar} />
    </div>
  );
}
