import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Toaster } from 'react-hot-toast';

/**
 * A modal <dialog> sits in the browser's top layer and makes the rest of the page inert, so toasts
 * raised while one is open (a failed save) would show dimmed under its backdrop and could not be
 * closed. The toaster therefore lives inside the open dialog, and in the body otherwise.
 */
let host: HTMLElement | null = null;
const listeners = new Set<() => void>();

export const setToastHost = (element: HTMLElement | null) => {
  host = element;
  listeners.forEach((notify) => notify());
};

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

export function ToastHost() {
  const target = useSyncExternalStore(subscribe, () => host, () => null);
  // Spec section 9: bottom-right.
  return createPortal(<Toaster position="bottom-right" />, target ?? document.body);
}
