import { Mail, MapPin, Phone, PhoneCall } from 'lucide-react';
import { Fragment } from 'react';
import { formatPhone, telHref } from '../../lib/format';
import { useSiteSettings } from '../site/settings-query';
import { FactList, SideCard, type Fact } from './side-card';
import * as styles from './side-card.css';
import { useWords } from '../site/words';
import { catalogWords } from './catalog-words';

/** Lets a long address wrap after the @ and the dots rather than inside a word. */
const wrappableEmail = (email: string) =>
  email.split(/(?<=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));

/** The home's phone numbers, email and address from the site settings (defaults when missing). */
export function ContactCard() {
  const { phone, emergency_contact, email, address } = useSiteSettings();
  const { contact: w } = useWords(catalogWords);
  const facts: Fact[] = [
    {
      icon: Phone,
      label: w.phone,
      detail: (
        <a className={styles.link} href={telHref(phone)}>
          {formatPhone(phone)}
        </a>
      ),
    },
    {
      icon: PhoneCall,
      label: w.emergency,
      detail: (
        <a className={styles.link} href={telHref(emergency_contact)}>
          {formatPhone(emergency_contact)}
        </a>
      ),
    },
  ];
  if (email) {
    facts.push({
      icon: Mail,
      label: w.email,
      detail: (
        <a className={styles.link} href={`mailto:${email}`}>
          {wrappableEmail(email)}
        </a>
      ),
    });
  }
  facts.push({ icon: MapPin, label: w.address, detail: address });

  return (
    <SideCard title={w.title}>
      <FactList facts={facts} />
    </SideCard>
  );
}
