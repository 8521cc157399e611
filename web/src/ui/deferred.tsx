import { memo, Suspense, useEffect, type ComponentType } from 'react';

/** How far ahead of the visible part of the page a deferred part's code is fetched. */
const AHEAD = '200px';

type Load<P> = () => Promise<ComponentType<P>>;

const everyPart = new Set<() => Promise<void>>();

/**
 * The server draws every part of a page at once: it loads the code of the deferred parts before
 * drawing (the server bundle has that code inline, so this takes a moment).
 */
export const loadDeferredParts = async () => void (await Promise.all([...everyPart].map((load) => load())));

const never = new Promise<never>(() => {});

let moved = () => {};
/** Resolves when the visitor first moves to another page inside the app (app.tsx says when: movedInApp). */
export const firstMove = new Promise<void>((resolve) => (moved = resolve));
export const movedInApp = () => moved();

let beforeDrawing: () => Promise<void> = () => Promise.resolve();
/**
 * What a part's code waits for, once it has come, before it is drawn: in a page of another language
 * the words that came with it (app.tsx, features/site/words.ts), so it takes over the server's
 * markup in the same words.
 */
export const waitBeforeDrawingParts = (wait: () => Promise<void>) => void (beforeDrawing = wait);

/** The code of a part, fetched once; the server loads it before drawing (loadDeferredParts). */
function partCode<P>(name: string, load: Load<P>) {
  let loading: Promise<void> | undefined;
  const part: { Loaded?: ComponentType<P>; fetchCode: () => Promise<void> } = {
    fetchCode: () =>
      (loading ??= load().then(
        async (component) => {
          await beforeDrawing();
          part.Loaded = component;
        },
        (error: unknown) => {
          // The server has the code inline: a failure there is a bug, and the page's error.
          if (typeof document === 'undefined') throw error;
          console.error(`The code of the page's ${name} part could not be loaded`, error);
          return never;
        },
      )),
  };
  everyPart.add(part.fetchCode);
  return part;
}

/** Resolves once the element is within AHEAD of the viewport (at once without an observer). */
export const whenNear = (element: Element) =>
  new Promise<void>((resolve) => {
    if (typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
  });

/**
 * Marks the part's wrapper once the app has taken the part over (`data-ready`): until then the
 * first script (src/app-start.ts) keeps the taps made on its buttons, and makes them then.
 */
function ReadyMark({ name }: { name: string }) {
  useEffect(() => {
    document.querySelector(`[data-deferred="${name}"]`)?.setAttribute('data-ready', '');
  }, [name]);
  return null;
}

/**
 * A below-the-fold part of a page whose code is fetched only when the visitor comes near it, so
 * the first load of the page carries just what the first screens need (the home page's JavaScript
 * budget, README "Performance").
 *
 * On a page the server drew, the part is already on the screen, drawn by the server and working
 * without the app (links, and forms that post); while its code is not there the app leaves the
 * server's markup as it is (a Suspense boundary that waits, during hydration, keeps it) and takes
 * it over, with whatever the visitor typed or chose in it, once the code has come. After a
 * navigation inside the app the code is fetched at once. If it cannot be fetched, the server's
 * markup stays as it is.
 *
 * `name` marks the wrapper the part is drawn in (`data-deferred`), which tells when it is near.
 */
export function deferred<P extends object>(name: string, load: Load<P>) {
  const part = partCode(name, load);

  function Part(props: P) {
    const { Loaded } = part;
    if (Loaded)
      return (
        <>
          <Loaded {...props} />
          <ReadyMark name={name} />
        </>
      );
    const drawn = typeof document === 'undefined' ? null : document.querySelector(`[data-deferred="${name}"]`);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the Suspense protocol: the boundary waits for this promise, then draws the part again
    throw drawn?.hasChildNodes() ? whenNear(drawn).then(part.fetchCode) : part.fetchCode();
  }

  function Deferred(props: P) {
    return (
      <div data-deferred={name}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}

type InPlace<P> = { drawn: (props: P) => Element | null; wanted: (element: Element) => Promise<void> };

/**
 * A part of a page whose code comes later, as deferred() makes it, but drawn without a wrapper of
 * its own (the page's markup is the same with it as without it, but for React's marks of a Suspense
 * boundary), and fetched when `wanted` says: `drawn` finds the server's markup of the part on the
 * page (null when it has none: the code is then fetched at once), and `wanted` resolves when the
 * code should come. Until then the app leaves the server's markup as it is. The boundary is kept
 * apart from its parent's updates (memo): an update reaching a boundary that still waits to hydrate
 * would make React drop the server's markup of the part instead of keeping it. With no wrapper,
 * the first script (app-start.ts) does not hold taps made on the part's buttons before its code
 * comes: for parts of links and words.
 */
export function deferredInPlace<P extends object>(name: string, load: Load<P>, { drawn, wanted }: InPlace<P>) {
  const part = partCode(name, load);

  function Part(props: P) {
    const { Loaded } = part;
    if (Loaded) return <Loaded {...props} />;
    const element = typeof document === 'undefined' ? null : drawn(props);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the Suspense protocol: the boundary waits for this promise, then draws the part again
    throw element?.hasChildNodes() ? wanted(element).then(part.fetchCode) : part.fetchCode();
  }

  const Deferred = memo(function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
  Deferred.displayName = `DeferredInPlace(${name})`;
  return Deferred;
}
