import { backup } from './lib/backup.mjs';
import { serverConfig, Unavailable, UNAVAILABLE_EXIT } from './lib/backup-config.mjs';
import { BackupBusy, BUSY_EXIT, whileBackupLocked } from './lib/backup-lock.mjs';

// npm run backup: see scripts/lib/backup.mjs and the README's Operations section. Owner-only files (issue 41).
process.umask(0o077);
try {
  // One backup at a time, this script's or the server's (scripts/lib/backup-lock.mjs).
  const config = serverConfig();
  const { archive, manifest } = await whileBackupLocked(config, () => backup(config));
  console.log(`[backup] ${manifest.database.client} database and ${manifest.uploads.files} upload(s) saved to ${archive}`);
} catch (error) {
  console.error(`[backup] failed: ${error.message}`);
  // The server tells "could not reach the database or the object store" apart from its own failure.
  process.exit(error instanceof BackupBusy ? BUSY_EXIT : error instanceof Unavailable ? UNAVAILABLE_EXIT : 1);
}
