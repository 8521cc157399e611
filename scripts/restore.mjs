import { restore } from './lib/backup.mjs';

// npm run restore <archive>: into a stopped instance; see scripts/lib/backup.mjs. With the object
// store the archive may also be named as the dashboard lists it (afh-backup-<time>.tar.gz).
process.umask(0o077);
const [archive] = process.argv.slice(2);
if (!archive) {
  console.error('Usage: npm run restore -- <archive.tar.gz, a file or the name of one in the bucket>');
  process.exit(2);
}
try {
  const { manifest, replaced } = await restore(archive);
  console.log(`[restore] restored the backup of ${manifest.created_at} (${manifest.uploads.files} upload(s)).`);
  if (replaced) console.log(`[restore] what it replaced is kept in ${replaced}`);
} catch (error) {
  console.error(`[restore] refused: ${error.message}`);
  process.exit(1);
}
