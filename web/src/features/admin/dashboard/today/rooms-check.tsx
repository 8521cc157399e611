import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DoorOpen } from 'lucide-react';
import { button } from '../../../../ui/button.css';
import { notifyError, notifySuccess } from '../../../../ui/toast';
import { failureText } from '../../failure-text';
import { adminSettingsQuery, useUpdateSettings } from '../../settings/settings-api';
import { roomsQuestion } from './today';
import * as styles from './today.css';

/**
 * Issue 46: once a month Today asks whether what the site says of rooms still holds. "Yes, still"
 * tells the server so (it notes when); "Change it" opens the card where they are set.
 */
export function RoomsCheck({ now }: { now: number }) {
  // useQuery: Today's parts each wait for their own read (today-panel.tsx).
  const settings = useQuery(adminSettingsQuery()).data;
  const save = useUpdateSettings();
  const question = settings ? roomsQuestion(settings, now) : null;
  if (!settings || !question) return null;
  const confirm = () =>
    save.mutate(
      { rooms_confirmed: true },
      {
        onSuccess: () => notifySuccess('Thank you. The site keeps saying so, and Today asks again in a month.'),
        onError: (error) => notifyError(failureText('save the rooms', error), error),
      },
    );
  return (
    <section className={styles.rooms} aria-labelledby="rooms-check-title">
      <p className={styles.roomsQuestion}>
        <DoorOpen aria-hidden="true" />
        <span>
          <strong id="rooms-check-title">{question}</strong> Every page of the site tells families this at its top.
        </span>
      </p>
      <div className={styles.requestActions}>
        <button type="button" className={button({ tone: 'primary' })} onClick={confirm} disabled={save.isPending}>
          Yes, still
        </button>
        <Link to="/admin/settings" hash="license" className={button({ tone: 'outline' })}>
          Change it
        </Link>
      </div>
    </section>
  );
}
