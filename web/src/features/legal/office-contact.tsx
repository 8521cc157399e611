import { formatPhone, telHref } from '../../lib/format';
import type { Settings } from '../../lib/types';
import { EmailText } from '../site/email-text';
import * as styles from './legal.css';

/** The home's postal and phone details, addressed to someone (the privacy officer, the office). */
export const OfficeContact = ({ settings, attention }: { settings: Settings; attention: string }) => (
  <address className={styles.contactCard}>
    <strong>{settings.business_name}</strong>
    <span>Attn: {attention}</span>
    <span>{settings.address}</span>
    <span>
      Phone: <a href={telHref(settings.phone)}>{formatPhone(settings.phone)}</a>
    </span>
    {settings.email && (
      <span>
        Email:{' '}
        <a href={`mailto:${settings.email}`}>
          <EmailText email={settings.email} />
        </a>
      </span>
    )}
  </address>
);
