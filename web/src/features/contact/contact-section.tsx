import { Section } from '../../ui/section';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import * as styles from './contact-section.css';

/**
 * Contact details beside the message form, with its own h2: used on Home and on /contact.
 */
export function ContactSection() {
  return (
    <Section
      id="contact"
      eyebrow="Contact Us"
      title="Get in Touch"
      intro="Questions about care, a room or a visit? Call us or send a message, and we will reply within 2 hours."
    >
      <div className={styles.grid}>
        <ContactDetails />
        <ContactForm />
      </div>
    </Section>
  );
}
