import { Container } from '../../ui/layout';
import { EXPERIENCE } from '../site/defaults';
import { useSiteSettings } from '../site/settings-query';
import * as styles from './about-page.css';

/** The home's numbers (spec section 9 defaults: 6 residents, 15+ years, 24/7, 100%). */
export function AboutImpact() {
  const settings = useSiteSettings();
  const stats = [
    { value: String(settings.residents_count ?? 6), label: 'Residents', note: 'A small home, by design' },
    { value: EXPERIENCE, label: 'Of experience', note: 'Caring for older adults' },
    { value: settings.care_availability, label: 'Care availability', note: 'Every day of the year' },
    { value: settings.family_satisfaction, label: 'Family satisfaction', note: 'From the families we serve' },
  ];
  return (
    <section className={styles.impact} aria-labelledby="about-impact-title">
      <Container>
        <h2 id="about-impact-title" className={styles.impactTitle}>
          Our Home in Numbers
        </h2>
        <dl className={styles.stats}>
          {stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt className={styles.statLabel}>{stat.label}</dt>
              <dd className={styles.statValue}>{stat.value}</dd>
              <dd className={styles.statNote}>{stat.note}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
