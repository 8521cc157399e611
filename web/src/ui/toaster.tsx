import { useEffect, useRef } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { toastSpace } from './toast.css';

/** At most this many toasts show at once: a fourth closes the oldest. */
const MAX_VISIBLE = 3;

/** react-hot-toast's gap between stacked toasts and its distance from the window's edge, in pixels. */
const GAP = 8;
const EDGE = 16;
/** The custom property's own name, from vanilla-extract's `var(--name)`. */
const propertyOf = (cssVar: string) => cssVar.slice('var('.length, -1);

/** Whether a key press is the spec's toast hotkey, Alt+T (by the key's place: on a Mac, Alt+T types '†'). */
const isHotkey = (event: KeyboardEvent) => event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyT';

/**
 * The admin's toaster (spec section 9: bottom-right, Alt+T), downloaded with the first toast.
 * Newest on top, at most three, each with its own Close button; Alt+T moves keyboard focus to the
 * newest toast, from where Tab reaches its Close button and the older toasts.
 */
export default function AdminToaster() {
  const { toasts } = useToasterStore();
  const latest = useRef(toasts);

  useEffect(() => {
    latest.current = toasts;
    const visible = toasts.filter((each) => each.visible);
    for (const shown of visible.slice(MAX_VISIBLE)) toast.dismiss(shown.id);
    // The room the stack takes at the window's foot, for the page to keep clear (toast.css.ts).
    const stacked = visible.slice(0, MAX_VISIBLE).reduce((sum, each) => sum + (each.height ?? 0) + GAP, 0);
    document.documentElement.style.setProperty(propertyOf(toastSpace), stacked > 0 ? `${stacked + EDGE}px` : '0px');
  }, [toasts]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isHotkey(event)) return;
      const id = latest.current.find((each) => each.visible)?.id;
      const newest = id ? document.querySelector<HTMLElement>(`[data-toast="${CSS.escape(id)}"]`) : null;
      if (!newest) return;
      event.preventDefault();
      newest.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section aria-label="Notifications (Alt+T)">
      <Toaster position="bottom-right" reverseOrder />
    </section>
  );
}
