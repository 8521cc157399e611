import { Container } from '../../ui/layout';
import { useSiteSettings } from '../site/settings-query';
import * as styles from './about-page.css';
import { useWords } from '../site/words';
import { aboutWords } from './about-words';

/** The home's numbers (spec section 9 defaults: 6 residents, 15+ years, 24/7, 100%). */
export function AboutImpact() {
  const settings = useSiteSettings();
  const { impact: w } = useWords(aboutWords);
  const stats = [
    { value: String(settings.residents_count ?? 6), ...w.residents },
    { ...w.experience },
    { value: settings.care_availability, ...w.availability },
    { value: settings.family_satisfaction, ...w.satisfaction },
  ];
  return (
    <section className={styles.impact} aria-labelledby="about-impact-title">
      <Container>
        <h2 id="about-impact-title" className={styles.impactTitle}>
          {w.title}
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
