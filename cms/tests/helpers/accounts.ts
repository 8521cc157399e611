/** The first admin the bootstrap creates on the throw-away database. */
export const ADMIN_EMAIL = 'first.admin@afh.test';
export const ADMIN_PASSWORD = 'First-Admin-Pass1';
