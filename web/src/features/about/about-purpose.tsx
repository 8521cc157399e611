import { Eye, HandHeart, Target, type LucideIcon } from 'lucide-react';
import { Section } from '../../ui/section';
import { useSiteSettings } from '../site/settings-query';
import { CORE_VALUES, FALLBACK, PROMISE } from './about-content';
import * as styles from './about-page.css';

const Statement = ({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) => (
  <article className={styles.statement}>
    <span className={styles.iconBadge} aria-hidden="true">
      <Icon size={28} />
    </span>
    <h3>{title}</h3>
    <p>{text}</p>
  </article>
);

/** Mission, vision and promise, then the four core values: the settings' words when present. */
export function AboutPurpose() {
  const settings = useSiteSettings();
  return (
    <>
      <Section id="purpose" alt eyebrow="Our Purpose" title="What Guides Us Every Day">
        <div className={styles.threeUp}>
          <Statement icon={Target} title="Our Mission" text={settings.mission_statement || FALLBACK.mission} />
          <Statement icon={Eye} title="Our Vision" text={settings.vision_statement || FALLBACK.vision} />
          <Statement icon={HandHeart} title="Our Promise" text={PROMISE} />
        </div>
      </Section>
      <Section
        id="values"
        eyebrow="Core Values"
        title="The Values Behind Our Care"
        intro="Four simple commitments shape how we care for residents and work with families."
      >
        <ul className={styles.values}>
          {CORE_VALUES.map(({ key, title, icon: Icon, fallback }) => (
            <li key={key} className={styles.value}>
              <span className={styles.iconBadgeAccent} aria-hidden="true">
                <Icon size={26} />
              </span>
              <h3>{title}</h3>
              <p>{settings[key] || fallback}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
