import { bodySchemas } from '../../src/content/validation';

/**
 * The request schemas of every API, by name: the contract's REQUESTS map (src/contract/requests.ts),
 * the only schemas parseBody takes, so one added later is covered too.
 */
export const loadRequestSchemas = () => Promise.resolve(bodySchemas());
