import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

/**
 * A modal <dialog> sits in the browser's top layer and makes the rest of the page inert, so toasts
 * raised while one is open (a failed save) would show dimmed under its backdrop and could not be
 * closed. The toaster therefore lives inside the open dialog, and in the body otherwise.
 *
 * Only the admin raises toasts, so the host is drawn by the admin area (routes/admin.tsx), not by
 * the app's entry, and the toaster (react-hot-toast) is downloaded with the first toast
 * (lib/toast.tsx calls wantToasts) and never on a public page. Toasts raised before it mounts
 * are kept by react-hot-toast's store and shown when it does.
 */
let host: HTMLElement | null = null;
let wanted = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const setToastHost = (element: HTMLElement | null) => {
  host = element;
  notify();
};

export const wantToasts = () => {
  if (wanted) return;
  wanted = true;
  notify();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const AdminToaster = lazy(() => import('./toaster'));

export function ToastHost() {
  const target = useSyncExternalStore(subscribe, () => host, () => null);
  const show = useSyncExternalStore(subscribe, () => wanted, () => false);
  if (!show) return null;
  return createPortal(
    <Suspense fallback={null}>
      <AdminToaster />
    </Suspense>,
    target ?? document.body,
  );
}
