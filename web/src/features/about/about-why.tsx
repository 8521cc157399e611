import { Section } from '../../ui/section';
import { useSiteSettings } from '../site/settings-query';
import { reasons } from './about-content';
import * as styles from './about-page.css';

export function AboutWhy() {
  const settings = useSiteSettings();
  return (
    <Section
      id="why-choose-us"
      alt
      eyebrow="Why Choose Us"
      title="Why Families Choose Our Home"
      intro="Choosing care for someone you love is one of the biggest decisions a family makes. Here is what sets our home apart."
    >
      <ul className={styles.reasons}>
        {reasons(settings).map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.reason}>
            <span className={styles.reasonIcon} aria-hidden="true">
              <Icon size={24} />
            </span>
            <div>
              <h3 className={styles.reasonTitle}>{title}</h3>
              <p>{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
