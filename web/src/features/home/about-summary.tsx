import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { button } from '../../ui/button.css';
import { Container } from '../../ui/layout';
import { eyebrow } from '../../ui/layout.css';
import { DEFAULT_SETTINGS, EXPERIENCE } from '../site/defaults';
import { useSiteSettings } from '../site/settings-query';
import * as styles from './about-summary.css';

const FALLBACK_DESCRIPTION =
  'We are a licensed, family-owned adult family home caring for up to six residents in a warm, real home. Our caregivers are with residents around the clock, so every person is known, heard and cared for like family.';

/** A short introduction and the home's impact numbers (spec section 9's defaults stand in). */
export function AboutSummary({ id }: { id: string }) {
  const settings = useSiteSettings();
  const stats = [
    { value: String(settings.residents_count ?? DEFAULT_SETTINGS.residents_count), label: 'Residents' },
    { value: EXPERIENCE, label: 'Experience' },
    { value: settings.care_availability, label: 'Care Availability' },
    { value: settings.family_satisfaction, label: 'Family Satisfaction' },
  ];

  return (
    // tabIndex -1: the hero's scroll hint moves focus here, so keyboard users continue from this section.
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <Container>
        <div className={styles.layout}>
          <div className={styles.text}>
            <div>
              <span className={eyebrow}>About Us</span>
              <h2 id={`${id}-title`}>Care That Feels Like Home</h2>
            </div>
            <p className={styles.lead}>{settings.company_description || FALLBACK_DESCRIPTION}</p>
            <Link to="/about" className={button({ tone: 'primary' })}>
              Learn More About Us
              <ArrowRight size={20} aria-hidden="true" />
            </Link>
          </div>
          <ul className={styles.stats} aria-label="Our home in numbers">
            {stats.map(({ value, label }) => (
              <li key={label} className={styles.stat}>
                <span className={styles.statValue}>{value}</span>
                <span className={styles.statLabel}>{label}</span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
