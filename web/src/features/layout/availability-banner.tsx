import { deferredInPlace } from '../../ui/deferred';
import { useSiteSettings } from '../site/settings-query';
// The notice's styles stay in the app's stylesheet: the server draws the notice before its code comes.
import './availability-banner.css';

/** The notice's code comes only on a site that shows one (most of the time none is switched on). */
const AvailabilityNotice = deferredInPlace('availability notice', () => import('./availability-notice').then((module) => module.AvailabilityNotice), {
  drawn: () => document.querySelector('section[aria-label="Availability notice"]'),
  wanted: () => Promise.resolve(),
});

/**
 * The home's availability notice, above the header of every public page while the admin has it
 * switched on and it has words (availability-notice.tsx).
 */
export function AvailabilityBanner() {
  const { availability_notice, availability_notice_enabled } = useSiteSettings();
  const notice = availability_notice.trim();
  if (!availability_notice_enabled || !notice) return null;
  return <AvailabilityNotice notice={notice} />;
}
