import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CONTRACT = path.join(ROOT, 'contract');
export const CMS = path.join(ROOT, 'cms');
export const WEB = path.join(ROOT, 'web');
export const E2E = path.join(ROOT, 'e2e');
export const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
