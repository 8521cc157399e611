/** The admin account scripts/e2e-server.mjs creates in its throw-away database. */
export const ADMIN_EMAIL = 'admin@e2e.test';
export const ADMIN_PASSWORD = 'E2e-Admin-Pass1';
