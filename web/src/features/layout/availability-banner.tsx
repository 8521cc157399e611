import { deferredInPlace } from '../../ui/deferred';
import { useSiteSettings } from '../site/settings-query';
// The notice's styles stay in the app's stylesheet: the server draws the notice before its code comes.
import './availability-banner.css';

/** The notice's code comes only on a site that shows one (most of the time none is switched on). */
const AvailabilityNotice = deferredInPlace('availability notice', () => import('./availability-notice').then((module) => module.AvailabilityNotice), {
  drawn: () => document.getElementById('availability'),
  wanted: () => Promise.resolve(),
});

/**
 * The home's availability, above the header of every public page (availability-notice.tsx): its
 * notice while the admin has it switched on and it has words, and whether a room is open once she
 * has said so (issue 46).
 */
export function AvailabilityBanner() {
  const { availability_notice, availability_notice_enabled, rooms_open, next_opening } = useSiteSettings();
  const notice = availability_notice_enabled ? availability_notice.trim() : '';
  // A reply from before issue 46 has neither: nothing is said of rooms then.
  const roomsOpen = rooms_open ?? null;
  const nextOpening = next_opening ?? '';
  if (!notice && roomsOpen === null && !nextOpening) return null;
  return <AvailabilityNotice notice={notice} roomsOpen={roomsOpen} nextOpening={nextOpening} />;
}
