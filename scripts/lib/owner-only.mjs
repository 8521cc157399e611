import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';

/**
 * Archives hold the whole database (password hashes, families' messages): they, the record and
 * their folders are owner-only whatever the caller's umask (issue 41); a folder an older version
 * made readable is tightened when a backup is written into it.
 */
export const ownerOnlyDir = (dir) => {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  return dir;
};
export const writeOwnerOnly = (file, text) => {
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
};
