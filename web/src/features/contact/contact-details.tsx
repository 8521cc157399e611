import { Clock, Mail, MapPin, Phone, Siren, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPhone, telHref } from '../../lib/format';
import { useSiteSettings } from '../site/settings-query';
import { tourDaysPhrase } from '../site/tour-days';
import * as styles from './contact-section.css';
import { EmailText } from '../site/email-text';
import { useWords } from '../site/words';
import { contactWords } from './contact-words';

const Detail = ({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) => (
  // A <dl> group may hold only dt and dd: the icon sits in the grid's first column beside them.
  <div className={styles.detail}>
    <span className={styles.detailIcon} aria-hidden="true">
      <Icon size={24} />
    </span>
    <dt className={styles.detailLabel}>{label}</dt>
    {children}
  </div>
);

/**
 * Address, phones, email and hours from the site settings. Missing settings fall back to the
 * defaults (main and emergency phone: the home's number; care: 24/7), per spec section 2.
 */
export function ContactDetails() {
  const settings = useSiteSettings();
  const { details: w, days } = useWords(contactWords);
  const mapHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(settings.address)}`;
  return (
    <div className={styles.detailsCard}>
      <h3 className={styles.cardTitle}>{w.title}</h3>
      <dl className={styles.details}>
        <Detail icon={MapPin} label={w.address}>
          <dd>{settings.address}</dd>
          <dd>
            <a href={mapHref} target="_blank" rel="noopener noreferrer">
              {w.directions}
              <span className={styles.srOnly}>{w.newTab}</span>
            </a>
          </dd>
        </Detail>
        <Detail icon={Phone} label={w.mainPhone}>
          <dd>
            <a href={telHref(settings.phone)} className={styles.phone}>
              {formatPhone(settings.phone)}
            </a>
          </dd>
        </Detail>
        <Detail icon={Siren} label={w.emergencyPhone}>
          <dd>
            <a href={telHref(settings.emergency_contact)} className={styles.phone}>
              {formatPhone(settings.emergency_contact)}
            </a>
          </dd>
        </Detail>
        {settings.email && (
          <Detail icon={Mail} label={w.email}>
            <dd>
              <a href={`mailto:${settings.email}`} className={styles.email}>
                <EmailText email={settings.email} />
              </a>
            </dd>
          </Detail>
        )}
        <Detail icon={Clock} label={w.hours}>
          <dd>
            {w.care}
            {settings.care_availability}
          </dd>
          <dd>{w.licensed}</dd>
          <dd>
            {w.tours}
            {tourDaysPhrase(settings.tour_days, days)}
          </dd>
        </Detail>
      </dl>
    </div>
  );
}
