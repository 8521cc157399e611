import { Mail, MapPin, Phone } from 'lucide-react';
import { lazy, Suspense, type Ref } from 'react';
import type { Settings, User } from '../../lib/types';
import { Container } from '../../ui/layout';
import { mayBeSignedIn } from '../site/session';
import { phoneLink, townFrom } from './nav-links';
import * as styles from './top-bar.css';

// Only a signed-in visitor sees the greeting, and the server draws pages signed out: its code
// (and Logout's) comes when someone may be signed in. A browser that may hold a sign-in fetches it
// beside the session check rather than after it, so the greeting shows as the check answers.
let greetingCode: Promise<{ default: typeof import('./session-greeting').SessionGreeting }> | undefined;
const loadGreeting = () => (greetingCode ??= import('./session-greeting').then((module) => ({ default: module.SessionGreeting })));
if (typeof document !== 'undefined' && mayBeSignedIn()) void loadGreeting();
const SessionGreeting = lazy(loadGreeting);

/** Contact details from the settings, and the greeting when someone is signed in (spec section 2). */
export function TopBar({ settings, user, phoneRef }: { settings: Settings; user: User | null; phoneRef?: Ref<HTMLAnchorElement> }) {
  const phone = phoneLink(settings.phone);
  return (
    <div className={styles.bar}>
      <Container className={styles.inner}>
        <ul className={styles.contacts} aria-label="Contact details">
          {settings.email && (
            // Phones (and laptops beside the greeting) have room for the icon alone: it is the
            // link, and the address, read out as its name, shows where there is room.
            <li className={styles.contact}>
              <a href={`mailto:${settings.email}`} className={styles.emailLink}>
                <Mail size={18} aria-hidden="true" focusable="false" />
                <span className={user ? styles.emailWhenSignedIn : styles.email}>{settings.email}</span>
              </a>
            </li>
          )}
          <li className={styles.contact}>
            <Phone size={18} aria-hidden="true" focusable="false" />
            <a ref={phoneRef} href={phone.href} className={styles.link}>
              {phone.label}
            </a>
          </li>
          <li className={styles.town}>
            <MapPin className={styles.townIcon} size={18} aria-hidden="true" focusable="false" />
            <span className={styles.townName}>{townFrom(settings.address)}</span>
          </li>
        </ul>
        {user && (
          <div className={styles.session}>
            <Suspense fallback={null}>
              <SessionGreeting user={user} tone="dark" />
            </Suspense>
          </div>
        )}
      </Container>
    </div>
  );
}
