import { AboutSummary } from './about-summary';
import { TrustLine } from './trust-line';

/**
 * The trust line and the introduction under the hero: below the first screen of a phone, so their
 * code and words come as the visitor scrolls near them (home-page.tsx), and the server draws them.
 */
export function HomeIntro({ id }: { id: string }) {
  return (
    <>
      <TrustLine />
      <AboutSummary id={id} />
    </>
  );
}
