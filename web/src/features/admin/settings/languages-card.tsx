import { LANGUAGE_CODES } from '@afh/contract/languages';
import { LANGUAGES } from '@afh/contract/language-names';
import { Languages } from 'lucide-react';
import * as form from '../../../ui/form.css';
import { languageName, type LanguageCode } from '../translations/translations';
import { SettingsCard } from './settings-card';
import * as styles from './settings-page.css';

/** Ticks or unticks one language, keeping them in the order they are offered. */
const toggle = (chosen: readonly LanguageCode[], code: LanguageCode, on: boolean) => LANGUAGE_CODES.filter((entry) => (entry === code ? on : chosen.includes(entry)));

/** What the site gives a family in a language: all of it where the interface text exists (Spanish), else the owner's translated pages only. */
export const languageReach = (code: LanguageCode) =>
  LANGUAGES[code].interface ? `${LANGUAGES[code].name}: the whole site, menus and forms included.` : `${LANGUAGES[code].name}: only the pages you translate; menus and buttons stay in English.`;

/**
 * Settings › Languages (issue 47): the languages the site offers besides English, saved with the
 * settings form; under them, plainly, what each gives a family. Every form with words a family
 * reads then shows a translation of each beside the English.
 */
export function LanguagesCard({ chosen, onChange }: { chosen: readonly LanguageCode[]; onChange: (languages: LanguageCode[]) => void }) {
  return (
    <SettingsCard id="languages" title="Languages" icon={Languages} intro="The site is always in English. Tick the languages it offers besides.">
      <fieldset className={`${styles.choices} ${styles.languageChoices}`} aria-describedby="settings-languages-reach">
        <legend className={form.label}>Languages offered besides English</legend>
        {LANGUAGE_CODES.map((code) => (
          <label key={code} className={styles.choice}>
            <input type="checkbox" className={styles.switchInput} name="languages" value={code} checked={chosen.includes(code)} onChange={(e) => onChange(toggle(chosen, code, e.target.checked))} />
            {languageName(code)}
          </label>
        ))}
      </fieldset>
      <div id="settings-languages-reach" className={styles.hint}>
        {chosen.length === 0 ? (
          <p className={styles.reachLine}>The site is in English only.</p>
        ) : (
          <ul className={styles.reach}>
            {chosen.map((code) => (
              <li key={code}>{languageReach(code)}</li>
            ))}
          </ul>
        )}
      </div>
    </SettingsCard>
  );
}
