import { API_PREFIX, TEXT_SIZE_COOKIE, TEXT_SIZE_ROUTE } from '@afh/contract/site';
import { useRouterState } from '@tanstack/react-router';
import { srOnly } from '../../ui/layout.css';
import { currentTextSize } from './text-size';
import { pathIn, useLanguage } from '../site/language';
import * as styles from './text-size-control.css';
import { useWords } from '../site/words';
import { topBarWords } from './top-bar-words';

/** Each size's button: what it shows, and the words a screen reader hears after it. */
const SIZES = [
  ['standard', 'A'],
  ['large', 'A+'],
  ['larger', 'A++'],
] as const;

/**
 * The text size buttons (issue 46, part 6; decision 0047). Without JavaScript they post the size
 * to the server, which keeps it in a cookie and sends the visitor back to this page, drawn at that
 * size. The page's first script (src/app-start.ts) takes the taps from the start, before the app
 * and after it: the size changes at once, with no page load. The app only draws the buttons.
 */
export function TextSizeControl() {
  const w = useWords(topBarWords);
  // The router's address is the English one (site/language.ts): back to this page in its language.
  const here = pathIn(useLanguage(), useRouterState({ select: (state) => state.location.href }));
  const size = currentTextSize();
  return (
    <form method="post" action={`${API_PREFIX}${TEXT_SIZE_ROUTE}`} className={styles.form}>
      <input type="hidden" name="back" value={here} />
      <div role="group" aria-labelledby="text-size-label" className={styles.group}>
        <span id="text-size-label" className={styles.label}>
          {w.textSize}
        </span>
        {SIZES.map(([value, label], index) => (
          <button key={value} type="submit" name={TEXT_SIZE_COOKIE} value={value} aria-pressed={size === value} className={styles.button}>
            {label}
            <span className={srOnly}>{w.sizes[index]}</span>
          </button>
        ))}
      </div>
    </form>
  );
}
