import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { programsQuery, servicesQuery } from '../site/catalog-query';
import { CareList } from '../site/care-list';
import { fromProgram, fromService } from './showcase-items';
import { ShowcaseSection } from './showcase-section';

/** The home page's services and programs (spec section 2), each a carousel or a list, and between them the care the home gives (issue 46). */
export function HomeShowcases() {
  const services = useQuery(servicesQuery());
  const programs = useQuery(programsQuery());
  const serviceItems = useMemo(() => services.data?.map(fromService), [services.data]);
  const programItems = useMemo(() => programs.data?.map(fromProgram), [programs.data]);
  return (
    <>
      <ShowcaseSection
        id="home-services"
        kind="services"
        items={serviceItems}
        isPending={services.isPending}
        error={services.error}
      />
      <CareList services={services.data} />
      <ShowcaseSection
        id="home-programs"
        kind="programs"
        items={programItems}
        isPending={programs.isPending}
        error={programs.error}
        alt
      />
    </>
  );
}
