import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createApp } from './app';
import { readInitialData, seedPublicData } from './features/site/initial-data';
import './styles/global.css';

/** Lets the browser handle input and paint between the steps of taking over a page. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const container = document.getElementById('root')!;
const initial = readInitialData();

const takeOver = async (data: NonNullable<typeof initial>) => {
  // A public page the server rendered: start from the replies it was drawn from, load the page's
  // code, then take over the markup. Each step is its own task, and React hydrates as a
  // transition, in short slices: a tap is never kept waiting behind one long task.
  await nextTask();
  const app = createApp();
  seedPublicData(app.queryClient, data);
  // As after a TanStack Start server render: the router then renders the same boundaries the server did.
  app.router.ssr = { manifest: undefined };
  // The page's route code first, one route per task (each is run as it arrives), then the router's
  // own load finds it ready.
  for (const match of app.router.matchRoutes(app.router.state.location)) {
    await nextTask();
    await app.router.loadRouteChunk(app.router.routesById[match.routeId as keyof typeof app.router.routesById]);
  }
  await nextTask();
  await app.router.load();
  await nextTask();
  startTransition(() => void hydrateRoot(container, <App {...app} />));
};

if (initial && container.firstElementChild) void takeOver(initial);
else createRoot(container).render(<App {...createApp()} />);
