import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * Whether this browser has no IntersectionObserver to tell when an element comes near. Such a
 * browser gets the part at once; while it takes over a server-rendered page it first draws what
 * the server drew (the server cannot observe either, and draws the part without it).
 */
const useCannotObserve = () => useSyncExternalStore(never, () => typeof IntersectionObserver === 'undefined', () => false);

/**
 * Whether an element has come near the visible part of the page (within `margin`); stays true
 * once it has. Below-the-fold parts use it to fetch their code only when a visitor scrolls
 * towards them.
 */
export const useNearViewport = <T extends Element>(margin = '300px') => {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  const cannotObserve = useCannotObserve();
  const near = seen || cannotObserve;

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return [ref, near] as const;
};
