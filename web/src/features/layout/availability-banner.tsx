import { Megaphone } from 'lucide-react';
import { Container } from '../../ui/layout';
import { useSiteSettings } from '../site/settings-query';
import * as styles from './availability-banner.css';

/**
 * The home's availability notice (e.g. "A private room is available from March 1"), above the
 * header of every public page while the admin has it switched on and it has words. A labelled
 * region, so screen readers can find it; its text is a status, announced when it appears.
 */
export function AvailabilityBanner() {
  const { availability_notice, availability_notice_enabled } = useSiteSettings();
  const notice = availability_notice.trim();
  if (!availability_notice_enabled || !notice) return null;

  return (
    <section aria-label="Availability notice" className={styles.banner}>
      <Container className={styles.inner}>
        <Megaphone size={20} aria-hidden="true" focusable="false" className={styles.icon} />
        <p role="status" className={styles.text}>
          {notice}
        </p>
      </Container>
    </section>
  );
}
