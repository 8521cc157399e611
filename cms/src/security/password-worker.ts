// Runs in a worker thread of the password pool (password-pool.ts): bcrypt's deliberate slowness
// costs a worker, never the thread that answers the site's requests.
// bcryptjs (the users-permissions plugin's own bcrypt) ships no type declarations.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS module without types, loaded in a worker
const bcrypt = require('bcryptjs') as { compareSync: (password: string, hash: string) => boolean };

export default ({ password, hash }: { password: string; hash: string }) => bcrypt.compareSync(password, hash);
