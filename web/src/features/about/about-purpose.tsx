import { Eye, HandHeart, Target, type LucideIcon } from 'lucide-react';
import { Section } from '../../ui/section';
import { useSiteSettings } from '../site/settings-query';
import { langOf, UntranslatedNote } from '../site/untranslated';
import { useWords } from '../site/words';
import { CORE_VALUES } from './about-content';
import { aboutWords } from './about-words';
import * as styles from './about-page.css';

const Statement = ({ icon: Icon, title, text, lang }: { icon: LucideIcon; title: string; text: string; lang?: string }) => (
  <article className={styles.statement}>
    <span className={styles.iconBadge} aria-hidden="true">
      <Icon size={28} />
    </span>
    <h3>{title}</h3>
    <p lang={lang}>{text}</p>
  </article>
);

/** Mission, vision and promise, then the four core values: the settings' words when present. */
export function AboutPurpose() {
  const settings = useSiteSettings();
  const { purpose, values, fallback } = useWords(aboutWords);
  /** `lang="en"` for a settings text shown in English; the page's own fallback is in the page's language. */
  const langOfSetting = (field: 'mission_statement' | 'vision_statement' | (typeof CORE_VALUES)[number]['key']) =>
    settings[field] ? langOf(settings, field) : undefined;
  return (
    <>
      <Section id="purpose" alt eyebrow={purpose.eyebrow} title={purpose.title}>
        <div className={styles.threeUp}>
          <Statement icon={Target} title={purpose.mission} text={settings.mission_statement || fallback.mission} lang={langOfSetting('mission_statement')} />
          <Statement icon={Eye} title={purpose.vision} text={settings.vision_statement || fallback.vision} lang={langOfSetting('vision_statement')} />
          <Statement icon={HandHeart} title={purpose.promise} text={purpose.promiseText} />
        </div>
        <UntranslatedNote record={settings} fields={['mission_statement', 'vision_statement']} />
      </Section>
      <Section
        id="values"
        eyebrow={values.eyebrow}
        title={values.title}
        intro={values.intro}
      >
        <ul className={styles.values}>
          {CORE_VALUES.map(({ key, icon: Icon }) => (
            <li key={key} className={styles.value}>
              <span className={styles.iconBadgeAccent} aria-hidden="true">
                <Icon size={26} />
              </span>
              <h3>{values[key].title}</h3>
              <p lang={langOfSetting(key)}>{settings[key] || values[key].fallback}</p>
            </li>
          ))}
        </ul>
        <UntranslatedNote record={settings} fields={CORE_VALUES.map(({ key }) => key)} />
      </Section>
    </>
  );
}
