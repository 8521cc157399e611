import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { catalogKeys } from './catalog-query';
import { faqKeys, publicKey } from './query-keys';
import type { PublicReplies } from '@afh/contract/site';
import { readInitialData, seedPublicData, SERVER_REPLIES_FRESH_MS } from './initial-data';
import { settingsKeys } from './settings-query';

const DATA = {
  services: { records: [{ id: 1, title: 'Personal Care' }] },
  programs: { records: [] },
  faqs: { success: true, data: [{ id: 3, question: 'Q?' }] },
  settings: { success: true, data: { business_name: 'Evergreen Haven' } },
  gallery: { records: [{ id: 4, alt: 'The garden' }] },
  team: { records: [] },
  testimonials: { records: [{ id: 5, name: 'Linda' }] },
} as unknown as PublicReplies;

/** A document with (or without) the data block, as far as readInitialData looks at it. */
const page = (text: string | null) => ({ getElementById: () => (text === null ? null : { textContent: text }) }) as unknown as Document;

describe('the initial data of a server-rendered page', () => {
  it('puts each reply into the query cache under the key and in the shape its query uses', () => {
    const client = new QueryClient();
    seedPublicData(client, DATA);
    expect(client.getQueryData(catalogKeys.services)).toEqual([{ id: 1, title: 'Personal Care' }]);
    expect(client.getQueryData(catalogKeys.programs)).toEqual([]);
    expect(client.getQueryData(faqKeys.public)).toEqual([{ id: 3, question: 'Q?' }]);
    expect(client.getQueryData(settingsKeys.all)).toEqual({ business_name: 'Evergreen Haven' });
    expect(client.getQueryData(publicKey('gallery'))).toEqual([{ id: 4, alt: 'The garden' }]);
    expect(client.getQueryData(publicKey('team'))).toEqual([]);
    expect(client.getQueryData(publicKey('testimonials'))).toEqual([{ id: 5, name: 'Linda' }]);
  });

  it('keeps the replies fresh for a while, so taking over the page reads nothing again', async () => {
    const client = new QueryClient();
    seedPublicData(client, DATA);
    const read = vi.fn(async () => [{ id: 2, title: 'Respite Care' }]);
    await expect(client.fetchQuery({ queryKey: catalogKeys.services, queryFn: read })).resolves.toEqual([{ id: 1, title: 'Personal Care' }]);
    expect(read).not.toHaveBeenCalled();
  });

  it('reads them again once that while is over, and any later answer is stale at once as usual', async () => {
    const client = new QueryClient();
    seedPublicData(client, DATA, Date.now() - SERVER_REPLIES_FRESH_MS - 1);
    const read = vi.fn(async () => [{ id: 2, title: 'Respite Care' }]);
    await expect(client.fetchQuery({ queryKey: catalogKeys.services, queryFn: read })).resolves.toEqual([{ id: 2, title: 'Respite Care' }]);
    await client.fetchQuery({ queryKey: catalogKeys.services, queryFn: read });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads the data block back', () => {
    expect(readInitialData(page(JSON.stringify(DATA)))).toEqual(DATA);
  });

  it('is null on a page without it, with broken JSON or with a reply that is no object', () => {
    expect(readInitialData(page(null))).toBeNull();
    expect(readInitialData(page('{"services":'))).toBeNull();
    expect(readInitialData(page('[]'))).toBeNull();
    expect(readInitialData(page(JSON.stringify({ ...DATA, faqs: 'none' })))).toBeNull();
    // A reply may be null only where a page says "not read" (the tour times, the reset status).
    expect(readInitialData(page(JSON.stringify({ ...DATA, tour_slots: null })))).toEqual({ ...DATA, tour_slots: null });
    expect(readInitialData(page(JSON.stringify({ ...DATA, settings: null })))).toBeNull();
    expect(readInitialData(page(JSON.stringify({ ...DATA, toString: null })))).toBeNull();
    expect(readInitialData(page(JSON.stringify({ ...DATA, testimonials: null })))).toBeNull();
  });

  it('a page carries only the replies it read (issue 42): those are seeded, the others are left to their queries', () => {
    const carried = { settings: DATA.settings, faqs: DATA.faqs };
    expect(readInitialData(page(JSON.stringify(carried)))).toEqual(carried);
    const client = new QueryClient();
    seedPublicData(client, carried);
    expect(client.getQueryData(faqKeys.public)).toEqual([{ id: 3, question: 'Q?' }]);
    expect(client.getQueryData(catalogKeys.services)).toBeUndefined();
    expect(client.getQueryState(catalogKeys.services)).toBeUndefined();
  });
});
