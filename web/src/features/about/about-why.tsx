import { Section } from '../../ui/section';
import { useSiteSettings } from '../site/settings-query';
import { useWords } from '../site/words';
import { reasons } from './about-content';
import { aboutWords } from './about-words';
import * as styles from './about-page.css';

export function AboutWhy() {
  const settings = useSiteSettings();
  const words = useWords(aboutWords);
  const { why } = words;
  return (
    <Section
      id="why-choose-us"
      alt
      eyebrow={why.eyebrow}
      title={why.title}
      intro={why.intro}
    >
      <ul className={styles.reasons}>
        {reasons(settings, words).map(({ icon: Icon, title, text }) => (
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
