import type { HeroFocus, TourHours } from './rules';
import type { SettingValues } from './setting-fields';
import type { InspectionReport } from './state-record';
import type { Translations } from './languages';

/**
 * The site's settings (one record), as settings/read.php answers them; records.ts exports it with
 * the other records. The cards' settings are described in setting-fields.ts, the tour hours in
 * rules.ts; the Disclosure of Services and the hero's photos are here.
 */
export type Settings = TourHours &
  SettingValues & {
  /** The Disclosure of Services (DSHS 10-508) as an uploaded PDF, `/uploads/<file>.pdf`; '' when not online. */
    disclosure_url: string;
    /** The state's inspection reports (issue 46), newest first: shown on /about under "State record". */
    inspection_reports: InspectionReport[];
    /** The hero's slides 1-3 (issue 33): the owner's photo as an image reference ('' = the drawn picture) and its alt text. */
    hero_image_1: string;
    hero_alt_1: string;
    hero_image_2: string;
    hero_alt_2: string;
    hero_image_3: string;
    hero_alt_3: string;
    /** Which part of each hero photo a phone keeps in view (issue 44); '' the middle. */
    hero_focus_1: HeroFocus | '';
    hero_focus_2: HeroFocus | '';
    hero_focus_3: HeroFocus | '';
    /** When the owner last said (or confirmed) how many rooms are open or the next opening (issue 46): Today asks again a month later. Set by the server. */
    rooms_checked_at?: string | null;
    /**
     * When the care list last changed, while the Disclosure of Services has not been replaced since
     * (issue 46): the Disclosure card reminds the owner that DSHS must get an updated form. Set by the server.
     */
    care_changed_at?: string | null;
    updated_at?: string | null;
    /** Read `?locale=xx` (issue 47): the translatable settings and hero alt texts still in English there. */
    untranslated?: string[];
    /** The admin's read (settings/admin_read.php) and the update's answer (issue 47): the owner's words by language. */
    translations?: Translations;
  };
