import { Landmark, ScrollText } from 'lucide-react';
import { DEFAULT_LICENSE_LOOKUP_URL } from '@afh/contract/rules';
import { formatDay } from '../../lib/format-dates';
import { Section } from '../../ui/section';
import { useSiteSettings } from '../site/settings-query';
import * as styles from './about-page.css';
import { useWords } from '../site/words';
import { aboutWords } from './about-words';

/** A calendar day's parts, null for a value that is not one. */
const dayParts = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { year: match[1], month: Number(match[2]), day: Number(match[3]) } : null;
};

/**
 * What the state says of the home (issue 46, part 4): the license linked to the state's lookup, the
 * DSHS Adult Family Home Locator, and the inspection reports the owner put online (State Record
 * card), newest first. Only what is there is said: no license line without a number, no list
 * without reports.
 */
export function StateRecord() {
  const settings = useSiteSettings();
  const { record: w } = useWords(aboutWords);
  const reports = settings.inspection_reports ?? [];
  return (
    <Section
      id="state-record"
      eyebrow={w.eyebrow}
      title={w.title}
      intro={w.intro}
    >
      <div className={styles.stateRecord}>
        <ul className={styles.recordLinks}>
          {settings.license_number && (
            <li>
              <Landmark size={22} aria-hidden="true" />
              <span>
                {w.license(settings.license_number, settings.licensee_name ?? '')}
                <a href={settings.license_lookup_url || DEFAULT_LICENSE_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
                  {w.check}
                </a>
              </span>
            </li>
          )}
          <li>
            <Landmark size={22} aria-hidden="true" />
            <span>
              <a href={DEFAULT_LICENSE_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
                {w.locator}
              </a>
              {w.locatorText}
            </span>
          </li>
        </ul>
        {reports.length > 0 && (
          <>
            <h3 className={styles.recordTitle}>{w.reportsTitle}</h3>
            <p>{w.reportsText}</p>
            <ul className={styles.recordLinks} aria-label={w.reportsLabel}>
              {reports.map((report) => (
                <li key={report.url}>
                  <ScrollText size={22} aria-hidden="true" />
                  <a href={report.url} target="_blank" rel="noopener">
                    {w.report(formatDay(report.date), dayParts(report.date))}
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
