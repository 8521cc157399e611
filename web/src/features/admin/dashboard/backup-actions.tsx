import { Download, HardDriveDownload } from 'lucide-react';
import { button } from '../../../ui/button.css';
import { notifyError, notifySuccess } from '../../../ui/toast';
import { failureText } from '../failure-text';
import { backupDownloadUrl, useBackUpNow } from './backups-api';
import * as styles from './dashboard-page.css';

/** "Back up now" and the newest archive's download, under the system overview's backup row. */
export function BackupActions({ latest, scheduled }: { latest: string | undefined; scheduled: boolean }) {
  const backUp = useBackUpNow();
  const start = () =>
    backUp.mutate(undefined, {
      onSuccess: () => notifySuccess('Backup created successfully.'),
      onError: (error) => notifyError(failureText('back up', error), error),
    });
  return (
    <>
      <div className={styles.backupActions}>
        <button type="button" className={button({ tone: 'primary' })} onClick={start} disabled={backUp.isPending} aria-busy={backUp.isPending}>
          <HardDriveDownload size={18} aria-hidden="true" />
          {backUp.isPending ? 'Backing up…' : 'Back up now'}
        </button>
        {latest && (
          <a className={button({ tone: 'outline' })} href={backupDownloadUrl(latest)} download={latest}>
            <Download size={18} aria-hidden="true" />
            Download the latest backup
          </a>
        )}
      </div>
      <details className={styles.backupHelp}>
        <summary>What a backup holds, and how it is put back</summary>
        <p>
          A backup is one file that holds everything the site keeps: its content (services, programs, questions, photos, team, testimonials, settings), the requests
          families sent and the admin accounts (their passwords only in scrambled form).
          {scheduled ? ' One is made by itself on a schedule (the next one is shown above); the newest ones are kept and older ones removed.' : ' Automatic backups are off on this server: press “Back up now” after big changes.'}
        </p>
        <p>
          Keep a copy somewhere else: download the latest one now and then and save it on another computer or drive. To put a backup back, ask the person who runs
          the website&apos;s server: they stop the site and restore the file (it takes a few minutes). What is there at that moment is kept aside, so nothing is lost by
          restoring.
        </p>
      </details>
    </>
  );
}
