import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come near the visible part of the page (within `margin`); stays true
 * once it has. Below-the-fold parts use it to fetch their code only when a visitor scrolls
 * towards them.
 */
export const useNearViewport = <T extends Element>(margin = '300px') => {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a browser without IntersectionObserver gets the part at once, one render later
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return [ref, near] as const;
};
