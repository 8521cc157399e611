import { Clock, House, ShieldCheck, type LucideIcon } from 'lucide-react';
import * as styles from './faq-page.css';

const HIGHLIGHTS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: House,
    title: 'Family-Style Care',
    text: 'Six residents share a real home, with home-cooked meals, familiar faces and caregivers who know each person well.',
  },
  {
    icon: ShieldCheck,
    title: 'Licensed & State-Regulated',
    text: 'We are a licensed adult family home, regulated and inspected by the State of Washington.',
  },
  {
    icon: Clock,
    title: '24/7 Care',
    text: 'Caregivers are in the home around the clock, every day of the year, so help is always close at hand.',
  },
];

export function FaqHighlights() {
  return (
    <ul className={styles.highlights}>
      {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
        <li key={title} className={styles.highlight}>
          <span className={styles.highlightIcon} aria-hidden="true">
            <Icon size={28} />
          </span>
          <h3 className={styles.highlightTitle}>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}
