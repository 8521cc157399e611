import { Mail, MapPin, Phone } from 'lucide-react';
import type { Settings, User } from '../../lib/types';
import { Container } from '../../ui/layout';
import { SessionGreeting } from './session-greeting';
import { phoneLink, townFrom } from './nav-links';
import * as styles from './top-bar.css';

/** Contact details from the settings, and the greeting when someone is signed in (spec section 2). */
export function TopBar({ settings, user }: { settings: Settings; user: User | null }) {
  const phone = phoneLink(settings.phone);
  return (
    <div className={styles.bar}>
      <Container className={styles.inner}>
        <ul className={styles.contacts} aria-label="Contact details">
          {settings.email && (
            <li className={user ? styles.emailWhenSignedIn : styles.email}>
              <Mail size={18} aria-hidden="true" focusable="false" />
              <a href={`mailto:${settings.email}`} className={styles.link}>
                {settings.email}
              </a>
            </li>
          )}
          <li className={styles.contact}>
            <Phone size={18} aria-hidden="true" focusable="false" />
            <a href={phone.href} className={styles.link}>
              {phone.label}
            </a>
          </li>
          <li className={styles.contact}>
            <MapPin size={18} aria-hidden="true" focusable="false" />
            <span>{townFrom(settings.address)}</span>
          </li>
        </ul>
        {user && (
          <div className={styles.session}>
            <SessionGreeting user={user} tone="dark" />
          </div>
        )}
      </Container>
    </div>
  );
}
