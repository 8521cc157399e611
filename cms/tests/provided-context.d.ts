// What tests/global-setup.ts hands to every test file through inject().
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the server looks for last-backup.json (BACKUP_DIR). */
    backupDir: string;
    /** PUBLIC_DIR: uploads land in its uploads/ folder. */
    publicDir: string;
    databaseClient: 'sqlite' | 'postgres';
  }
}

export {};
