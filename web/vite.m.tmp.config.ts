import base from './vite.config';
import { mergeConfig } from 'vite';
export default mergeConfig(base, { build: { outDir: '/tmp/site-dist-m', emptyOutDir: true, manifest: true } });
