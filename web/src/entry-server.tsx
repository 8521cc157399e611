import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App, createApp } from './app';
import { sessionKeys } from './features/site/session';
import { seedPublicData, type PublicData } from './features/site/initial-data';
import { createQueryClient } from './lib/query-client';
import { loadDeferredParts } from './ui/deferred';

/**
 * Server rendering of a public page (built with `vite build --ssr` into dist-server/, run by the
 * CMS's site middleware). The page is drawn from the public replies the server already has: the
 * query cache holds them and never fetches, and nobody is signed in (the browser checks that
 * itself). The browser then hydrates this markup from the same replies (main.tsx).
 */
export async function render(url: string, data: PublicData): Promise<{ html: string; routeIds: string[] }> {
  const queryClient = createQueryClient({ server: true });
  seedPublicData(queryClient, data);
  queryClient.setQueryData(sessionKeys.current, null);
  const app = createApp(createMemoryHistory({ initialEntries: [url] }), queryClient);
  await app.router.load();
  // The page whole, its below-the-fold parts included (their code is inline in the server bundle).
  await loadDeferredParts();
  const html = renderToString(<App {...app} />);
  queryClient.clear();
  return { html, routeIds: app.router.state.matches.map((match) => match.routeId) };
}
