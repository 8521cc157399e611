import { backup } from './lib/backup.mjs';

// npm run backup: see scripts/lib/backup.mjs and the README's Operations section.
try {
  const { archive, manifest } = await backup();
  console.log(`[backup] ${manifest.database.client} database and ${manifest.uploads.files} upload(s) saved to ${archive}`);
} catch (error) {
  console.error(`[backup] failed: ${error.message}`);
  process.exit(1);
}
