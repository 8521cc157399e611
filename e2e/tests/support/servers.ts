/**
 * The browser tests run in parallel workers, each against a production server of its own (its own
 * throw-away database, uploads and mail folder), so no test sees another's writes and each
 * worker's tests still run one at a time. Worker slot N talks to the server on E2E_PORT + N.
 * E2E_BASE_URL points every worker at one server that is already running instead.
 */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? '4173');

export const EXTERNAL_URL = process.env.E2E_BASE_URL;

/** Two by default: the CI machine has two cores, and the suite spends most of its time waiting. */
export const SERVER_COUNT = EXTERNAL_URL ? 1 : Math.max(1, Number(process.env.E2E_WORKERS ?? '2'));

export const portFor = (slot: number) => FIRST_PORT + slot;

export const urlFor = (slot: number) => EXTERNAL_URL ?? `http://127.0.0.1:${portFor(slot)}`;

/** The slot of the worker this code runs in (Playwright sets TEST_PARALLEL_INDEX in every worker). */
export const currentSlot = () => Number(process.env.TEST_PARALLEL_INDEX ?? '0');
