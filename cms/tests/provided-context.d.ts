// What tests/global-setup.ts hands to every test file through inject().
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the server looks for last-backup.json (BACKUP_DIR). */
    backupDir: string;
    /** PUBLIC_DIR: uploads land in its uploads/ folder, unless they go to the object store. */
    publicDir: string;
    /** The S3-compatible store uploads go to with TEST_UPLOADS=s3 (bucket keys `uploads/<file>`). */
    objectStore: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string } | null;
    databaseClient: 'sqlite' | 'postgres';
    /** A console (Strapi admin) token of the first admin, signed in once for the whole run. */
    consoleToken: string;
  }
}

export {};
