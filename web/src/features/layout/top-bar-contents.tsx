import { Mail, MapPin, Phone } from 'lucide-react';
import { useSession } from '../site/session';
import { useSiteSettings } from '../site/settings-query';
import { phoneLink, townFrom } from './nav-links';
import { SessionGreeting } from './session-greeting';
import { TextSizeControl } from './text-size-control';
import { LanguageLinks } from './language-links';
import * as styles from './top-bar.css';
import { useWords } from '../site/words';
import { topBarWords } from './top-bar-words';

/** What the top bar holds (top-bar.tsx): contact details from the settings, the text size buttons, and the greeting when someone is signed in (spec section 2). */
export function TopBarContents() {
  const w = useWords(topBarWords);
  const settings = useSiteSettings();
  const user = useSession();
  const phone = phoneLink(settings.phone);
  return (
    <>
      <ul className={styles.contacts} aria-label={w.contacts}>
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
          <a href={phone.href} className={styles.link}>
            {phone.label}
          </a>
        </li>
        <li className={styles.town}>
          <MapPin className={styles.townIcon} size={18} aria-hidden="true" focusable="false" />
          <span className={styles.townName}>{townFrom(settings.address)}</span>
        </li>
      </ul>
      <LanguageLinks className={styles.languages} linkClassName={styles.link} />
      <TextSizeControl />
      {user && (
        <div className={styles.session}>
          <SessionGreeting user={user} tone="dark" />
        </div>
      )}
    </>
  );
}
