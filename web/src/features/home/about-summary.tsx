import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { button } from '../../ui/button.css';
import { Container } from '../../ui/layout';
import { eyebrow } from '../../ui/layout.css';
import { DEFAULT_SETTINGS } from '../site/defaults';
import { useSiteSettings } from '../site/settings-query';
import { langOf, UntranslatedNote } from '../site/untranslated';
import { useWords } from '../site/words';
import * as styles from './about-summary.css';
import { introWords } from './intro-words';

/** A short introduction and the home's impact numbers (spec section 9's defaults stand in). */
export function AboutSummary({ id }: { id: string }) {
  const settings = useSiteSettings();
  const w = useWords(introWords);
  const stats = [
    { value: String(settings.residents_count ?? DEFAULT_SETTINGS.residents_count), label: w.residents },
    { value: w.experience, label: w.experienceLabel },
    { value: settings.care_availability, label: w.careAvailability, lang: langOf(settings, 'care_availability') },
    { value: settings.family_satisfaction, label: w.familySatisfaction },
  ];

  return (
    // tabIndex -1: the hero's scroll hint moves focus here, so keyboard users continue from this section.
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <Container>
        <div className={styles.layout}>
          <div className={styles.text}>
            <div>
              <span className={eyebrow}>{w.aboutEyebrow}</span>
              <h2 id={`${id}-title`}>{w.aboutTitle}</h2>
            </div>
            {settings.company_description ? (
              <>
                <p className={styles.lead} lang={langOf(settings, 'company_description')}>
                  {settings.company_description}
                </p>
                <UntranslatedNote record={settings} fields={['company_description', 'care_availability']} />
              </>
            ) : (
              <p className={styles.lead}>{w.aboutFallback}</p>
            )}
            <Link to="/about" className={button({ tone: 'primary' })}>
              {w.aboutMore}
              <ArrowRight size={20} aria-hidden="true" />
            </Link>
          </div>
          <ul className={styles.stats} aria-label={w.numbersLabel}>
            {stats.map(({ value, label, lang }) => (
              <li key={label} className={styles.stat}>
                <span className={styles.statValue} lang={lang}>
                  {value}
                </span>
                <span className={styles.statLabel}>{label}</span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
