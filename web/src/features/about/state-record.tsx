import { Landmark, ScrollText } from 'lucide-react';
import { DEFAULT_LICENSE_LOOKUP_URL } from '@afh/contract/rules';
import { formatDay } from '../../lib/format-dates';
import { Section } from '../../ui/section';
import { useSiteSettings } from '../site/settings-query';
import * as styles from './about-page.css';

/**
 * What the state says of the home (issue 46, part 4): the license linked to the state's lookup, the
 * DSHS Adult Family Home Locator, and the inspection reports the owner put online (State Record
 * card), newest first. Only what is there is said: no license line without a number, no list
 * without reports.
 */
export function StateRecord() {
  const settings = useSiteSettings();
  const reports = settings.inspection_reports ?? [];
  return (
    <Section
      id="state-record"
      eyebrow="Licensed by Washington State"
      title="State Record"
      intro="Adult family homes in Washington are licensed and inspected by the Department of Social and Health Services (DSHS). You can check our record yourself."
    >
      <div className={styles.stateRecord}>
        <ul className={styles.recordLinks}>
          {settings.license_number && (
            <li>
              <Landmark size={22} aria-hidden="true" />
              <span>
                {`DSHS license #${settings.license_number}${settings.licensee_name ? `, held by ${settings.licensee_name}` : ''}. `}
                <a href={settings.license_lookup_url || DEFAULT_LICENSE_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
                  Check the license with the state
                </a>
              </span>
            </li>
          )}
          <li>
            <Landmark size={22} aria-hidden="true" />
            <span>
              <a href={DEFAULT_LICENSE_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
                DSHS Adult Family Home Locator
              </a>
              : every licensed home in Washington, with its inspections and enforcement letters.
            </span>
          </li>
        </ul>
        {reports.length > 0 && (
          <>
            <h3 className={styles.recordTitle}>Inspection reports</h3>
            <p>The reports of the state&apos;s inspections of our home in the last three years, newest first.</p>
            <ul className={styles.recordLinks} aria-label="Inspection reports">
              {reports.map((report) => (
                <li key={report.url}>
                  <ScrollText size={22} aria-hidden="true" />
                  <a href={report.url} target="_blank" rel="noopener">
                    {`Inspection report, ${formatDay(report.date)} (PDF)`}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Section>
  );
}
