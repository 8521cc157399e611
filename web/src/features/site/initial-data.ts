import type { QueryClient } from '@tanstack/react-query';
import type { Program, Service } from '../../lib/types';
import { catalogKeys, recordsOf, type CatalogReply } from '../catalog/catalog-query';
import { faqKeys, faqsOf, type FaqsReply } from '../faq/faq-query';
import { settingsKeys, settingsOf, type SettingsReply } from './settings-query';

/**
 * The four public reads as the API answers them (the replies of services/public_read.php,
 * programs/public_read.php, faqs/read.php and settings/read.php). The server renders a public page
 * from them and sends them along in the page, so the app starts from the same answers and its first
 * render is the server's markup.
 */
export type PublicData = {
  services: CatalogReply<Service>;
  programs: CatalogReply<Program>;
  faqs: FaqsReply;
  settings: SettingsReply;
};

/** The element of the page that carries them (a JSON data block: never run as script). */
export const INITIAL_DATA_ID = 'initial-data';

/** Puts the replies into the query cache under the keys and in the shapes the page's queries use. */
export const seedPublicData = (queryClient: QueryClient, data: PublicData) => {
  queryClient.setQueryData(catalogKeys.services, recordsOf(data.services));
  queryClient.setQueryData(catalogKeys.programs, recordsOf(data.programs));
  queryClient.setQueryData(faqKeys.public, faqsOf(data.faqs));
  queryClient.setQueryData(settingsKeys.all, settingsOf(data.settings));
};

const isReply = (value: unknown) => typeof value === 'object' && value !== null;

/** The replies the server put in the page, or null on a page it did not render (or a broken block). */
export const readInitialData = (doc: Document = document): PublicData | null => {
  const text = doc.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PublicData>;
    return isReply(data.services) && isReply(data.programs) && isReply(data.faqs) && isReply(data.settings) ? (data as PublicData) : null;
  } catch {
    return null;
  }
};
