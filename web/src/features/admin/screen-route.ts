import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import type { Denied } from './guard';
import type { SCREENS } from './screens';

type Name = keyof typeof SCREENS;
/** What a screen's load takes from its route's loaderDeps (only Activity's takes anything: its filters). */
type Deps<N extends Name> = Parameters<(typeof SCREENS)[N]['load']>[1];

/** Each screen's load, typed by the deps of its own route (a correlated union, read through a mapped type). */
type Loads = { [N in Name]: { load: (queryClient: QueryClient, deps: Deps<N>) => Promise<unknown> } };

/** The admin screens' registry (screens.tsx), which comes with the admin area's code (its menu is made from it). */
const screens = () => import('./screens').then((module) => module.SCREENS);
const loads = async (): Promise<Loads> => screens();
const partsOf = async (name: Name) => (await screens())[name].parts();

/**
 * An admin route's loading, as TanStack Router's guide has it, for the screen `name` of
 * screens.tsx: the loader waits until the screen's data is in the cache, so the screen reads it
 * with `useSuspenseQuery`; meanwhile the pending component shows the screen's loading state (at
 * once, as long as the data is on its way, unless `pendingAtOnce` is false), and a read that fails
 * shows its error component. A screen the guard refused shows its notice instead and asks for
 * nothing (spec section 6: data loading starts only for an authenticated admin).
 *
 * The screen's code and queries come through the registry, so that the entry every public visitor
 * downloads holds one import for the whole admin area (README, "Performance").
 */
export const screenRoute = <N extends Name>(name: N, { pendingAtOnce = true, failure = true } = {}) => ({
  loader: async ({ context, deps }: { context: { queryClient: QueryClient; denied: Denied | null }; deps: Deps<N> }) => {
    if (context.denied) return;
    const registry = await loads();
    await registry[name].load(context.queryClient, deps);
  },
  component: lazyRouteComponent(() => partsOf(name), 'Page'),
  pendingComponent: lazyRouteComponent(() => partsOf(name), 'Pending'),
  ...(failure ? { errorComponent: lazyRouteComponent(() => partsOf(name), 'LoadFailed') } : {}),
  ...(pendingAtOnce ? { pendingMs: 0, pendingMinMs: 0 } : {}),
});
