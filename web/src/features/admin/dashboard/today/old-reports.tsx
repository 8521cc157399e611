import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FileClock } from 'lucide-react';
import { formatDay } from '../../../../lib/format-dates';
import { button } from '../../../../ui/button.css';
import { notifyError, notifySuccess } from '../../../../ui/toast';
import { failureText } from '../../failure-text';
import { reportName } from '../../settings/card-outcome';
import { adminSettingsQuery, useUpdateSettings } from '../../settings/settings-api';
import { isOlderThanKept } from './today';
import * as styles from './today.css';

/**
 * Issue 46: an inspection report more than three years old (the reports families may see are those
 * of the last three years) is offered for removal, one by one: "Remove it" takes it off the About
 * page, "See the reports" opens the State Record card. Nothing is removed unless she says so.
 */
export function OldReports({ now }: { now: number }) {
  // useQuery: Today's parts each wait for their own read (today-panel.tsx).
  const settings = useQuery(adminSettingsQuery()).data;
  const save = useUpdateSettings();
  const reports = settings?.inspection_reports ?? [];
  const old = reports.filter((report) => isOlderThanKept(report.date, new Date(now)));
  if (old.length === 0) return null;
  const remove = (url: string, date: string) =>
    save.mutate(
      { inspection_reports: reports.filter((report) => report.url !== url) },
      {
        onSuccess: () => notifySuccess(`The report of ${formatDay(date)} was taken off the About page.`),
        onError: (error) => notifyError(failureText('remove the report', error), error),
      },
    );
  return (
    <section className={styles.rooms} aria-labelledby="old-reports-title">
      <p className={styles.roomsQuestion}>
        <FileClock aria-hidden="true" />
        <span>
          <strong id="old-reports-title">{old.length === 1 ? 'An inspection report is more than three years old.' : `${old.length} inspection reports are more than three years old.`}</strong> The About
          page shows families the reports of the last three years; you may take older ones off.
        </span>
      </p>
      <ul className={styles.requests}>
        {old.map((report) => (
          <li key={report.url} className={styles.requestActions}>
            <a href={report.url} target="_blank" rel="noopener">
              {reportName(formatDay(report.date))}
            </a>
            <button
              type="button"
              className={button({ tone: 'outline' })}
              aria-label={`Remove it: the report of ${formatDay(report.date)}`}
              onClick={() => remove(report.url, report.date)}
              disabled={save.isPending}
            >
              Remove it
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.requestActions}>
        <Link to="/admin/settings" hash="state-record" className={button({ tone: 'outline' })}>
          See the reports
        </Link>
      </div>
    </section>
  );
}
