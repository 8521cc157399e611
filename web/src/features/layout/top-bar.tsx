import type { Ref } from 'react';
import { deferredInPlace, firstMove } from '../../ui/deferred';
import { Container } from '../../ui/layout';
import { mayBeSignedIn } from '../site/session';
import * as styles from './top-bar.css';
// The text size buttons' styles stay in the app's stylesheet, which every page's head links: the
// server draws them before their code comes, if it ever does.
import './text-size-control.css';

/**
 * What the top bar holds (top-bar-contents.tsx) has nothing for the app to do on a page the server
 * drew, for a visitor who is not signed in: the contact details are links, and the page's first
 * script takes the text size buttons' taps (src/app-start.ts, decision 0047). So the app leaves the
 * server's markup as it is and never fetches their code, which keeps the first load within its
 * budget. It fetches it where the server did not draw them, and at once for a browser that may
 * hold a sign-in: the greeting (Welcome and Logout) is drawn there, and the email address then
 * gives it room. And at the visitor's first move to another page: the links to the same page in
 * the other languages (language-links.tsx) and the text size buttons' way back follow the page.
 */
const TopBarContents = deferredInPlace('top bar', () => import('./top-bar-contents').then((module) => module.TopBarContents), {
  drawn: () => document.getElementById('text-size-label'),
  wanted: () => (mayBeSignedIn() ? Promise.resolve() : firstMove),
});

/**
 * The dark bar above the header, one line high. `barRef`: the bar, which the phones' call bar
 * watches (it takes over from the bar's phone number once the bar has scrolled away).
 */
export function TopBar({ barRef }: { barRef?: Ref<HTMLDivElement> }) {
  return (
    <div ref={barRef} className={styles.bar}>
      <Container className={styles.inner}>
        <TopBarContents />
      </Container>
    </div>
  );
}
