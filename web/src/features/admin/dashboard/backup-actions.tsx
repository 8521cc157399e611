import { CONTENT_TYPES } from '@afh/contract/content-types';
import { Download, HardDriveDownload } from 'lucide-react';
import type { MouseEvent } from 'react';
import { checkDownload } from '../../../lib/api';
import { button } from '../../../ui/button.css';
import { notifyError, notifySuccess } from '../../../ui/toast';
import { failureText } from '../failure-text';
import { backupDownloadPath, backupDownloadUrl, useBackUpNow } from './backups-api';
import * as styles from './dashboard-page.css';

/** The site's content, as the admin names each kind: every type the public pages are drawn from (@afh/contract/content-types). */
const CONTENT = Object.values(CONTENT_TYPES)
  .flatMap((type) => (type.reply ? [type.many] : []))
  .join(', ');

/** "Back up now" and the newest archive's download, under the system overview's backup row. */
export function BackupActions({ latest, scheduled }: { latest: string | undefined; scheduled: boolean }) {
  const backUp = useBackUpNow();
  const start = () =>
    backUp.mutate(undefined, {
      onSuccess: () => notifySuccess('Backup created successfully.'),
      onError: (error) => notifyError(failureText('back up', error), error),
    });
  // Only the home's owner downloads, with a recent password (issue 41): asked first, so a refusal
  // is said in words (or the password is asked for) instead of the browser saving an error.
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!latest) return;
    event.preventDefault();
    const link = event.currentTarget;
    try {
      await checkDownload(backupDownloadPath(latest));
      link.click();
    } catch (error) {
      notifyError(failureText('download the backup', error), error);
    }
  };
  return (
    <>
      <div className={styles.backupActions}>
        <button type="button" className={button({ tone: 'primary' })} onClick={start} disabled={backUp.isPending} aria-busy={backUp.isPending}>
          <HardDriveDownload size={18} aria-hidden="true" />
          {backUp.isPending ? 'Backing up…' : 'Back up now'}
        </button>
        {latest && (
          <a className={button({ tone: 'outline' })} href={backupDownloadUrl(latest)} download={latest} onClick={(event) => (event.nativeEvent.isTrusted ? void download(event) : undefined)}>
            <Download size={18} aria-hidden="true" />
            Download the latest backup
          </a>
        )}
      </div>
      <details className={styles.backupHelp}>
        <summary>What a backup holds, and how it is put back</summary>
        <p>
          A backup is one file that holds everything the site keeps: its content ({CONTENT}), the requests
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
