import { Megaphone } from 'lucide-react';
import { Container } from '../../ui/layout';
import * as styles from './availability-banner.css';
import { roomsText } from './rooms-text';
import { useWords } from '../site/words';
import { calendarWords } from '../site/calendar-words';
import { availabilityWords } from './availability-words';

/**
 * The home's availability: whether a room is open, and its notice (e.g. "A private room is
 * available from March 1"). A labelled region, so screen readers can find it; its text is a status,
 * announced when it appears.
 */
export function AvailabilityNotice({ notice, roomsOpen, nextOpening }: { notice: string; roomsOpen: number | null; nextOpening: string }) {
  const w = useWords(availabilityWords);
  const { months } = useWords(calendarWords);
  const rooms = roomsText(roomsOpen, nextOpening, w, months);
  return (
    <section id="availability" aria-label={w.availability} className={styles.banner}>
      <Container className={styles.inner}>
        <Megaphone size={20} aria-hidden="true" focusable="false" className={styles.icon} />
        <p role="status" className={styles.text}>
          {rooms && <strong className={styles.rooms}>{rooms}</strong>}
          {rooms && notice && ' · '}
          {notice}
        </p>
      </Container>
    </section>
  );
}
