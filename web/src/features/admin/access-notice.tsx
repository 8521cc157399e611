import { Link } from '@tanstack/react-router';
import { button } from '../../ui/button.css';
import * as layout from './admin-layout.css';
import * as page from './admin-page.css';
import type { Denied } from './guard';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Which wording of spec section 6 an admin screen uses when its session ends while it is open; 'content' when not said. */
    accessNotice?: AccessScreen;
    /** An admin screen's title (the admin layout's head() reads the screen's). */
    pageText?: { title: string };
  }
}

/** Each screen's wording for a signed-in person who is not an admin (spec section 6). */
const DENIED = {
  users: { title: 'Access Denied - You need administrator privileges to access this page.', text: '' },
  content: { title: 'Access Denied', text: 'You need administrator privileges to access this page.' },
  faqs: { title: 'Access denied. Admin privileges required.', text: '' },
} as const;
export type AccessScreen = keyof typeof DENIED;

/**
 * What an admin screen says to someone who may not use it (spec section 6). The /admin guard
 * redirects on entry; this is shown when the session ends (or the account changes) while the screen
 * is open (guard.ts).
 */
export function AccessNotice({ kind, screen }: { kind: Denied; screen: AccessScreen }) {
  const denied = DENIED[screen];
  // The whole screen in place of the admin frame: still the page's main landmark.
  return (
    <main id="main" className={layout.main}>
      <div className={`${page.panel} ${page.notice}`} role="alert">
        {kind === 'signed-out' ? (
          <>
            <h1 className={page.title}>Authentication Required</h1>
            <p>Please log in as an administrator to access this page.</p>
            <Link to="/login" className={button({ tone: 'primary' })}>
              Go to Login
            </Link>
          </>
        ) : (
          <>
            <h1 className={page.title}>{denied.title}</h1>
            {denied.text && <p>{denied.text}</p>}
          </>
        )}
      </div>
    </main>
  );
}
