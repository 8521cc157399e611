import { useCallback, useSyncExternalStore } from 'react';
import { media } from '../styles/media';

/** Whether a CSS media query matches now; re-renders when it changes (resizing, OS settings). */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
};

/** Resolves once a CSS media query matches: at once if it does now, else when it comes to (resizing). */
export const whenMatches = (query: string) =>
  new Promise<void>((resolve) => {
    const list = window.matchMedia(query);
    if (list.matches) return resolve();
    const onChange = () => {
      if (!list.matches) return;
      list.removeEventListener('change', onChange);
      resolve();
    };
    list.addEventListener('change', onChange);
  });

/** Visitors who asked their system for less motion get no auto-advancing and no slide animations. */
export const useReducedMotion = (): boolean => useMediaQuery(media.reducedMotion);
