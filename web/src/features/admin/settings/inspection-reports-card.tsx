import { ClipboardCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { formatDay } from '../../../lib/format-dates';
import type { Settings } from '../../../lib/types';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { CardOutcome, reportName, said } from './card-outcome';
import { SettingsCard } from './settings-card';
import { tooLarge, useInspectionReports } from './disclosure-api';
import * as styles from './settings-page.css';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The state's inspection reports (issue 46, part 4): an adult family home keeps its reports of the
 * last three years available to the public. Each is a PDF with the inspection's date; the About
 * page lists them under "State record", newest first. Saved on its own, like the Disclosure card.
 */
export function InspectionReportsCard({ settings }: { settings: Settings }) {
  const reports = settings.inspection_reports ?? [];
  const save = useInspectionReports(reports);
  const fileInput = useRef<HTMLInputElement>(null);
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');

  const run = (change: Parameters<typeof save.mutate>[0], message: string, fallback: string) => {
    setProblem('');
    setDone('');
    save.mutate(change, {
      onSuccess: () => {
        setDone(message);
        if ('add' in change) {
          setDate('');
          if (fileInput.current) fileInput.current.value = '';
        }
      },
      onError: (error) => setProblem(said(error, fallback)),
    });
  };

  const upload = (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return setProblem('Choose the report as a PDF file first.');
    if (!date) return setProblem('Give the date of the inspection.');
    const size = tooLarge(file);
    if (size) return setProblem(size);
    run({ add: { file, date } }, `The report of ${formatDay(date)} is on the About page.`, 'The report could not be uploaded.');
  };

  return (
    <SettingsCard
      id="state-record"
      title="State Record"
      icon={ClipboardCheck}
      intro="The state's inspection reports of the last three years, which families may ask to see. Each as a PDF of at most 10 MB with the date of the inspection; the About page lists them, newest first, with your license and the state's lookup."
    >
      <div className={styles.stack}>
        {reports.length === 0 ? (
          <p className={form.info}>No inspection reports on the site yet.</p>
        ) : (
          <ul className={styles.reportList} aria-label="Inspection reports on the site">
            {reports.map((report) => (
              <li key={report.url} className={styles.reportItem}>
                <a href={report.url} target="_blank" rel="noopener">
                  {reportName(formatDay(report.date))}
                </a>
                <button
                  type="button"
                  className={button({ tone: 'outline' })}
                  disabled={save.isPending}
                  aria-label={`Remove the inspection report of ${formatDay(report.date)}`}
                  onClick={() => run({ remove: report.url }, `The report of ${formatDay(report.date)} was taken off the site.`, 'The report could not be removed.')}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        <form className={styles.stack} onSubmit={upload} aria-label="Add an inspection report">
          <div className={form.row}>
            <div className={form.field}>
              <label className={form.label} htmlFor="report-file">
                Inspection report (PDF)
              </label>
              <input id="report-file" ref={fileInput} className={form.control} type="file" accept="application/pdf,.pdf" aria-describedby="report-file-hint" />
              <p id="report-file-hint" className={styles.hint}>
                Only PDF documents, up to 10 MB.
              </p>
            </div>
            <div className={form.field}>
              <label className={form.label} htmlFor="report-date">
                Date of the inspection
              </label>
              <input id="report-date" className={form.control} type="date" max={today()} value={date} onChange={(event) => setDate(event.target.value)} />
            </div>
          </div>
          <CardOutcome done={done} problem={problem} />
          <div className={styles.actionsRow}>
            <button type="submit" className={button({ tone: 'primary' })} disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Add report'}
            </button>
          </div>
        </form>
      </div>
    </SettingsCard>
  );
}
