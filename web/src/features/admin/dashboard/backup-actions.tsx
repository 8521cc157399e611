import { Download, HardDriveDownload } from 'lucide-react';
import { button } from '../../../ui/button.css';
import { notifyError, notifySuccess } from '../../../ui/toast';
import { failureText } from '../failure-text';
import { backupDownloadUrl, useBackUpNow } from './backups-api';
import * as styles from './dashboard-page.css';

/** "Back up now" and the newest archive's download, under the system overview's backup row. */
export function BackupActions({ latest }: { latest: string | undefined }) {
  const backUp = useBackUpNow();
  const start = () =>
    backUp.mutate(undefined, {
      onSuccess: () => notifySuccess('Backup created successfully.'),
      onError: (error) => notifyError(failureText('back up', error), error),
    });
  return (
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
  );
}
