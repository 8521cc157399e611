// What tests/global-setup.ts hands to every test file through inject().
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export {};
