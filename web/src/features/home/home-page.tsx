import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { formatPhone } from '../../lib/format';
import { programsQuery, servicesQuery } from '../site/catalog-query';
import { usePageMeta } from '../site/page-meta';
import { useSiteSettings } from '../site/settings-query';
import { AboutSummary } from './about-summary';
import { HealthDataNotice } from './health-data-notice';
import { Hero } from './hero';
import { fromProgram, fromService } from './showcase-items';
import { ShowcaseSection } from './showcase-section';
import { TrustLine } from './trust-line';
import { fillText, PAGE_TEXT } from '../site/page-text';

const ABOUT_ID = 'home-about';

/**
 * The home page (spec section 2, "Home (/)"): hero, trust line, about, a look at the house,
 * services, programs, the team and the words of families, the contact section, and the notice that
 * links to the consumer health data policy. The parts that belong to other features (the house,
 * the people, the contact section) are handed in by the route.
 */
export function HomePage({ contact, house, people }: { contact: ReactNode; house: ReactNode; people: ReactNode }) {
  const { residents_count, phone } = useSiteSettings();
  // The document title is the business name alone (usePageMeta with an empty title).
  usePageMeta(PAGE_TEXT.home.title, fillText(PAGE_TEXT.home.description, { residents: residents_count ?? 6, phone: formatPhone(phone) }));

  const services = useQuery(servicesQuery());
  const programs = useQuery(programsQuery());
  const serviceItems = useMemo(() => services.data?.map(fromService), [services.data]);
  const programItems = useMemo(() => programs.data?.map(fromProgram), [programs.data]);

  return (
    <>
      <Hero nextSectionId={ABOUT_ID} />
      <TrustLine />
      <AboutSummary id={ABOUT_ID} />
      {house}
      <ShowcaseSection
        id="home-services"
        kind="services"
        eyebrow="What We Offer"
        title="Our Services"
        intro="Everything your loved one needs to live safely and comfortably, from personal care to home-cooked meals."
        noun="Services"
        items={serviceItems}
        isPending={services.isPending}
        error={services.error}
      />
      <ShowcaseSection
        id="home-programs"
        kind="programs"
        eyebrow="Daily Life"
        title="Our Programs"
        intro="Activities that keep body, mind and spirit engaged, every day of the week."
        noun="Programs"
        items={programItems}
        isPending={programs.isPending}
        error={programs.error}
        alt
      />
      {people}
      {contact}
      <HealthDataNotice />
    </>
  );
}
