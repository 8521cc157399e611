import { Link, useRouterState } from '@tanstack/react-router';
import { CalendarCheck, Phone } from 'lucide-react';
import { useEffect, useState, type RefObject } from 'react';
import { srOnly } from '../../ui/layout.css';
import { button } from '../../ui/button.css';
import { TOUR_LINK } from '../site/tour-link';
import { phoneLink } from './nav-links';
import * as styles from './phone-action-bar.css';
import { useWords } from '../site/words';
import { callBarWords } from './call-bar-words';

const isFormField = (target: EventTarget | null) => target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/**
 * Whether a form field has the focus: the phone's keyboard is then up, and the bar would sit on top
 * of what is being typed (issue 33).
 */
const useFieldFocused = () => {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const update = () => setFocused(isFormField(document.activeElement));
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);
  return focused;
};

/**
 * On phones, Call and Book a tour pinned to the bottom of the screen once the header's phone
 * number has scrolled away (issue 19). Drawn hidden: without the app it never shows, so it never
 * covers anything; the app shows it when the number leaves the screen, and hides it while a form
 * field has the focus. On /contact, where the tour is booked, it offers only Call (issue 33).
 */
/** `watched`: the header's top bar, whose phone number the bar takes over from. */
export type PhoneActionBarProps = { phone: string; watched: RefObject<HTMLElement | null> };

export function PhoneActionBar({ phone, watched }: PhoneActionBarProps) {
  const w = useWords(callBarWords);
  const [shown, setShown] = useState(false);
  const typing = useFieldFocused();
  const onContact = useRouterState({ select: (state) => state.location.pathname === '/contact' });
  useEffect(() => {
    const target = watched.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    // By the share in view, not isIntersecting: the sticky header parks the number just above the
    // screen's top edge, and an element touching the edge still counts as intersecting.
    const observer = new IntersectionObserver(([entry]) => setShown(entry.intersectionRatio < 0.5), { threshold: 0.5 });
    observer.observe(target);
    return () => observer.disconnect();
  }, [watched]);

  const call = phoneLink(phone);
  return (
    <nav aria-label={onContact ? w.callUs : w.callOrTour} className={onContact ? `${styles.bar} ${styles.single}` : styles.bar} hidden={!shown || typing}>
      <a href={call.href} className={`${button({ tone: 'accent' })} ${styles.action}`}>
        <Phone size={20} aria-hidden="true" focusable="false" />
        {w.call}
        <span className={srOnly}> {call.label}</span>
      </a>
      {!onContact && (
        <Link {...TOUR_LINK} className={`${button({ tone: 'primary' })} ${styles.action}`}>
          <CalendarCheck size={20} aria-hidden="true" focusable="false" />
          {w.bookTour}
        </Link>
      )}
    </nav>
  );
}
