import { useEffect, useRef, type RefObject } from 'react';

/** Whether the visitor has done nothing on the page yet: not scrolled, nothing focused. */
const untouched = () => window.scrollY === 0 && (document.activeElement === null || document.activeElement === document.body);

/**
 * Where the visitor should be looking when the contact form opens, once, as the app takes it over.
 * Tour links carry the form's anchor, which the browser and the router follow; /contact?type=tour
 * typed or linked without it opens at the top, two screens above the form on a phone, so the form
 * is brought into view here. A page opened at a plain post's thank-you (?sent=1) gets its focus
 * there. Neither happens once the visitor has scrolled or focused something: a slow phone may have
 * shown the page, and been used, seconds before the app arrived.
 */
export const useContactArrival = ({
  wantsTour,
  sent,
  form,
  thanks,
}: {
  wantsTour: boolean;
  sent: boolean;
  form: RefObject<HTMLElement | null>;
  thanks: RefObject<HTMLElement | null>;
}) => {
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    if (sent) {
      if (document.activeElement === null || document.activeElement === document.body) thanks.current?.focus();
      return;
    }
    if (wantsTour && !window.location.hash && untouched()) form.current?.scrollIntoView({ block: 'start' });
  }, [wantsTour, sent, form, thanks]);
};
