import { build } from './lib/build.mjs';

// npm run build: always rebuilds the web app and the CMS with its console.
build({ force: process.argv.includes('--force') });
