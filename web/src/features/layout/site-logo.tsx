import { Link } from '@tanstack/react-router';
import { Home } from 'lucide-react';
import * as styles from './site-logo.css';

/**
 * 'Evergreen Haven Adult Family Home' is long for a header: the part before 'Adult Family Home'
 * becomes the name and the rest a smaller second line, so the logo fits beside the navigation.
 */
const splitName = (name: string): [string, string] => {
  const match = /^(.+?)\s+(adult family home.*)$/i.exec(name);
  return match ? [match[1], match[2]] : [name, ''];
};

/** The business name with a small house icon, linking home. */
export function SiteLogo({ name, tone = 'light' }: { name: string; tone?: 'light' | 'dark' }) {
  const [main, rest] = splitName(name);
  return (
    <Link to="/" className={styles.logo[tone]}>
      <span className={styles.mark[tone]} aria-hidden="true">
        <Home size={24} focusable="false" />
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{main}</span>
        {rest && <span className={styles.tagline}> {rest}</span>}
      </span>
    </Link>
  );
}
