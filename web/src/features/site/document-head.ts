import type { AnyRouter } from '@tanstack/react-router';

type Meta = { title?: unknown; name?: unknown; content?: unknown };

/**
 * The title and description of the routes now shown, as TanStack Router's HeadContent picks them:
 * the deepest route's wins.
 */
export const currentHead = (matches: ReadonlyArray<{ meta?: ReadonlyArray<Meta | undefined> }>) => {
  let title: string | undefined;
  let description: string | undefined;
  for (const meta of matches.flatMap((match) => match.meta ?? []).reverse()) {
    if (typeof meta?.title === 'string') title ??= meta.title;
    else if (meta?.name === 'description' && typeof meta.content === 'string') description ??= meta.content;
  }
  return { title, description };
};

/**
 * In the browser, keeps the document's title that of the page shown: the server wrote the first
 * page's whole head (entry-server.tsx); after a navigation inside the app the routes' head() gives
 * the title again. The description is the server's alone (page-head.ts): on moving to another
 * page it is taken away rather than left describing the page before. Nothing else in the head
 * changes for a visitor.
 */
export const followRouteHead = (router: AnyRouter) =>
  router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
    // In another language, the first page's head is the server's, in its language already (the
    // titles' words load before the first move: features/site/title-words.ts).
    if (!fromLocation && (router.options.context as { language?: string }).language !== 'en') return;
    const { title, description } = currentHead(router.state.matches);
    if (title !== undefined) document.title = title;
    if (description === undefined && fromLocation && pathChanged) document.head.querySelector('meta[name="description"]')?.remove();
  });
