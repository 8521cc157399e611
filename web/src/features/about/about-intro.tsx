import { BadgeCheck, House, Star } from 'lucide-react';
import { Container } from '../../ui/layout';
import { SiteImage } from '../../ui/site-image';
import { DisclosureNote } from '../site/disclosure-note';
import { useSiteSettings } from '../site/settings-query';
import { langOf, UntranslatedNote } from '../site/untranslated';
import { useWords } from '../site/words';
import { aboutWords } from './about-words';
import * as styles from './about-page.css';

const TRUST = [
  { icon: BadgeCheck, key: 'licensed' },
  { icon: House, key: 'family' },
  { icon: Star, key: 'rated' },
] as const;

export function AboutIntro() {
  const settings = useSiteSettings();
  const { intro: w, fallback } = useWords(aboutWords);
  return (
    <section className={styles.section} aria-labelledby="about-intro-title">
      <Container className={styles.introGrid}>
        <div className={styles.introText}>
          <span className={styles.eyebrow}>{w.eyebrow}</span>
          <h2 id="about-intro-title">{w.welcome(settings.business_name)}</h2>
          <p className={styles.lead} lang={settings.company_description ? langOf(settings, 'company_description') : undefined}>
            {settings.company_description || fallback.description}
          </p>
          <UntranslatedNote record={settings} fields={['company_description']} />
          <p>{w.small(settings.care_availability)}</p>
          <DisclosureNote url={settings.disclosure_url} />
          <ul className={styles.trust}>
            {TRUST.map(({ icon: Icon, key }) => (
              <li key={key}>
                <Icon size={22} aria-hidden="true" />
                {w.trust[key]}
              </li>
            ))}
          </ul>
        </div>
        <SiteImage
          value="/images/hero/hero-3-1280.webp"
          alt={w.imageAlt}
          width={1280}
          height={720}
          sizes="(min-width: 1024px) 560px, 100vw"
          className={styles.introImage}
        />
      </Container>
    </section>
  );
}
