import { Clock, House, ShieldCheck, type LucideIcon } from 'lucide-react';
import * as styles from './faq-page.css';
import { faqWords } from './faq-words';
import { useWords } from '../site/words';

const ICONS: LucideIcon[] = [House, ShieldCheck, Clock];

export function FaqHighlights() {
  const { highlights } = useWords(faqWords);
  return (
    <ul className={styles.highlights}>
      {highlights.map(({ title, text }, index) => {
        const Icon = ICONS[index] ?? House;
        return (
          <li key={title} className={styles.highlight}>
            <span className={styles.highlightIcon} aria-hidden="true">
              <Icon size={28} />
            </span>
            <h3 className={styles.highlightTitle}>{title}</h3>
            <p>{text}</p>
          </li>
        );
      })}
    </ul>
  );
}
