import { Suspense, useEffect, type ComponentType } from 'react';

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

/** Another part whose code the server loads before drawing (a part that fetches its code on its own terms). */
export const loadBeforeDrawing = (load: () => Promise<void>) => void everyPart.add(load);

/** Resolves once the element is within AHEAD of the viewport (at once without an observer). */
const whenNear = (element: Element) =>
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
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const fetchCode = () =>
    (loading ??= load().then(
      (component) => void (Loaded = component),
      (error: unknown) => {
        // The server has the code inline: a failure there is a bug, and the page's error.
        if (typeof document === 'undefined') throw error;
        console.error(`The code of the page's ${name} part could not be loaded`, error);
        return never;
      },
    ));
  everyPart.add(fetchCode);

  function Part(props: P) {
    if (Loaded)
      return (
        <>
          <Loaded {...props} />
          <ReadyMark name={name} />
        </>
      );
    const drawn = typeof document === 'undefined' ? null : document.querySelector(`[data-deferred="${name}"]`);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the Suspense protocol: the boundary waits for this promise, then draws the part again
    throw drawn?.hasChildNodes() ? whenNear(drawn).then(fetchCode) : fetchCode();
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
