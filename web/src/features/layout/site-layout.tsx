import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useSiteSettings } from '../site/settings-query';
import { AvailabilityBanner } from './availability-banner';
import { PhoneActionBar } from './phone-action-bar';
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
