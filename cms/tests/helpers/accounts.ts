/** The first admin the bootstrap creates on the throw-away database. */
export const ADMIN_EMAIL = 'first.admin@afh.test';
export const ADMIN_PASSWORD = 'First-Admin-Pass1';

/**
 * A console super admin of the test run's own, with no site account: the console tests sign in
 * with it. The first admin's console account follows its site account (decision 0015), and
 * users.test.ts demotes and restores that site account, which ends its console sessions.
 */
export const CONSOLE_EMAIL = 'console.tests@afh.test';
export const CONSOLE_PASSWORD = 'Console-Tests-Pass1';
