/**
 * Which API test files run in which pass of `npm test` (scripts/test.mjs), read by vitest.config.ts.
 *
 * The suite runs on SQLite, and again on PostgreSQL with uploads in an S3-compatible store on
 * Node 24. The second pass runs what the second database, store and runtime can change: every file
 * that stores, reads, uploads or backs up through the shared server. Files whose subject sits above
 * the database (who may call what, the shapes and sizes of requests, throttles, headers, the rules
 * of fields, timing) or that run only servers of their own on SQLite answer the same there, and
 * run once, on SQLite.
 */
export const SAME_ON_EVERY_DATABASE = [
  'access',
  'console-identity',
  'content-types',
  'database-unavailable',
  'drain-drill',
  'email-addresses',
  'email-environment',
  'email-settings',
  'errors',
  'files-owner-only',
  'keep-alive',
  'mail-words',
  'outbound-address',
  'outbox',
  'owners-step-up',
  'page-reads',
  'property-contact-upload',
  'property-content',
  'property-users',
  'push',
  'security-api-paths',
  'security-blocking',
  'security-bodies',
  'security-cookies',
  'security-logs',
  'security-requests',
  'security-sessions',
  'security-signin-load',
  'security-surface',
  'security-throttling',
  'security-urls',
  'seo-staging',
  'single-line-fields',
  'site-address',
  'tours-caps',
  'tours-email',
  'validation-timing',
];

/**
 * Files of SAME_ON_EVERY_DATABASE that start only servers of their own (on SQLite) and run in the
 * PostgreSQL pass when `npm test` runs both (TEST_PASSES=both): still once, and the two passes,
 * which run side by side, then end at about the same time.
 */
export const OWN_SERVERS_IN_SECOND_PASS = ['console-identity', 'drain-drill', 'security-surface'];

/**
 * Files that time the server or a validator against a bound: `npm test` runs them on their own,
 * after the browser tests and the other API files, when nothing else loads the machine.
 */
export const TIMED = ['security-blocking', 'security-signin-load', 'validation-timing'];

const files = (names: string[]) => names.map((name) => `tests/${name}.test.ts`);

/**
 * The files of this run, from the environment: TEST_DATABASE=postgres leaves out the files that are
 * the same on every database (but for OWN_SERVERS_IN_SECOND_PASS when TEST_PASSES=both, which the
 * SQLite pass then leaves out); TEST_TIMED=only runs the timed files alone, TEST_TIMED=skip runs the
 * rest. Without either (npm run test:api), every file.
 */
export const selection = (env: NodeJS.ProcessEnv): { include: string[]; exclude: string[] } => {
  const both = env.TEST_PASSES === 'both';
  const moved = both ? OWN_SERVERS_IN_SECOND_PASS : [];
  const exclude = env.TEST_DATABASE === 'postgres' ? files(SAME_ON_EVERY_DATABASE.filter((name) => !moved.includes(name))) : files(moved);
  if (env.TEST_TIMED === 'only') return { include: files(TIMED), exclude };
  if (env.TEST_TIMED === 'skip') exclude.push(...files(TIMED));
  return { include: ['tests/**/*.test.ts'], exclude };
};
