import { Activity, Brain, Smile, Users, type LucideIcon } from 'lucide-react';
import { Section } from '../../ui/section';
import * as styles from './programs-extras.css';

const REASONS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Brain, title: 'A Sharper Mind', text: 'Games, reading and conversation keep memory and attention active.' },
  { icon: Activity, title: 'A Stronger Body', text: 'Gentle daily movement supports balance, strength and a good night’s sleep.' },
  { icon: Users, title: 'Real Friendships', text: 'Shared meals and small groups mean no one spends the day alone.' },
  { icon: Smile, title: 'Joy and Purpose', text: 'Creating, helping and celebrating give every day something to look forward to.' },
];

/** Why the programs are there (spec section 2: the 'Why Our Programs Matter' block). */
export function WhyProgramsMatter() {
  return (
    <Section
      alt
      eyebrow="More Than Activities"
      title="Why Our Programs Matter"
      intro="Staying engaged is part of staying well. Our programs are planned around each resident’s interests and abilities."
    >
      <ul className={styles.reasons}>
        {REASONS.map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.tile}>
            <span className={styles.icon}>
              <Icon size={26} aria-hidden="true" focusable="false" />
            </span>
            <h3 className={styles.tileTitle}>{title}</h3>
            <p className={styles.muted}>{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
