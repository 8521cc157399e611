import { BadgeCheck, House, Star } from 'lucide-react';
import { Container } from '../../ui/layout';
import { SiteImage } from '../../ui/site-image';
import { DisclosureNote } from '../site/disclosure-note';
import { useSiteSettings } from '../site/settings-query';
import { FALLBACK } from './about-content';
import * as styles from './about-page.css';

const TRUST = [
  { icon: BadgeCheck, label: 'Licensed & Insured' },
  { icon: House, label: 'Family-Owned' },
  { icon: Star, label: 'Highly Rated' },
];

export function AboutIntro() {
  const settings = useSiteSettings();
  return (
    <section className={styles.section} aria-labelledby="about-intro-title">
      <Container className={styles.introGrid}>
        <div className={styles.introText}>
          <span className={styles.eyebrow}>Who We Are</span>
          <h2 id="about-intro-title">Welcome to {settings.business_name}</h2>
          <p className={styles.lead}>{settings.company_description || FALLBACK.description}</p>
          <p>
            Because we are small, we get to know each resident well: their routines, favorite foods, stories and the little things that make
            a day good. Care is available {settings.care_availability}, and families are always welcome.
          </p>
          <DisclosureNote url={settings.disclosure_url} />
          <ul className={styles.trust}>
            {TRUST.map(({ icon: Icon, label }) => (
              <li key={label}>
                <Icon size={22} aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
        </div>
        <SiteImage
          value="/images/hero/hero-3-1280.webp"
          alt="A table set for a family gathering in the garden of our home, under string lights"
          width={1280}
          height={720}
          sizes="(min-width: 1024px) 560px, 100vw"
          className={styles.introImage}
        />
      </Container>
    </section>
  );
}
