import { readdirSync } from 'node:fs';
import path from 'node:path';
import { bodySchemas } from '../../src/lib/validation';

const SRC = path.resolve(__dirname, '..', '..', 'src');

/** Every service module and library of the CMS (the password worker is a thread's entry, not a module to load). */
const modules = () => {
  const services = readdirSync(path.join(SRC, 'api')).flatMap((api) => {
    const dir = path.join(SRC, 'api', api, 'services');
    try {
      return readdirSync(dir).map((file) => path.join(dir, file));
    } catch {
      return [];
    }
  });
  const lib = readdirSync(path.join(SRC, 'lib'))
    .filter((file) => file !== 'password-worker.ts')
    .map((file) => path.join(SRC, 'lib', file));
  return [...services, ...lib].filter((file) => file.endsWith('.ts'));
};

/**
 * The request schemas of every API, by name. They register themselves (bodySchema) when their
 * modules load, so loading every module finds each one, including any added later.
 */
export const loadRequestSchemas = async () => {
  for (const file of modules()) await import(file);
  return bodySchemas();
};
