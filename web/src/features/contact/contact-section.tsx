import { Section } from '../../ui/section';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import * as styles from './contact-section.css';
import { contactWords } from './contact-words';
import { useWords } from '../site/words';

/**
 * Contact details beside the message form, with its own h2: used on Home and on /contact.
 */
export function ContactSection() {
  const w = useWords(contactWords).section;
  return (
    <Section id="contact" eyebrow={w.eyebrow} title={w.title} intro={w.intro}>
      <div className={styles.grid}>
        <ContactDetails />
        <ContactForm />
      </div>
    </Section>
  );
}
