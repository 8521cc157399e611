import { formatPhone, telHref } from '../../lib/format';
import type { Settings } from '../../lib/types';
import { EmailText } from '../site/email-text';
import { useWords } from '../site/words';
import { legalWords } from './legal-words';
import * as styles from './legal.css';

/** The home's postal and phone details, addressed to someone (the privacy officer, the office). */
export const OfficeContact = ({ settings, attention }: { settings: Settings; attention: string }) => {
  const w = useWords(legalWords);
  return (
    <address className={styles.contactCard}>
      <strong>{settings.business_name}</strong>
      <span>
        {w.attention}
        {attention}
      </span>
      <span>{settings.address}</span>
      <span>
        {w.phone}
        <a href={telHref(settings.phone)}>{formatPhone(settings.phone)}</a>
      </span>
      {settings.email && (
        <span>
          {w.email}{' '}
          <a href={`mailto:${settings.email}`}>
            <EmailText email={settings.email} />
          </a>
        </span>
      )}
    </address>
  );
};
