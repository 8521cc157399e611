import { useQuery } from '@tanstack/react-query';
import { Calendar } from 'lucide-react';
import { SitePageBanner } from '../site/site-page-banner';
import { CatalogDetail } from './catalog-detail';
import { PROGRAMS_COPY } from './catalog-copy';
import { findBySlug, programsQuery } from '../site/catalog-query';
import { ContactCard } from './contact-card';
import { DetailFallback, fallbackState } from './detail-fallback';
import { ProgramBenefitsCard, ScheduleInfoCard } from './program-side-cards';
import { programGradient } from './program-gradient';

/** /programs/{slug}: one program, found by its title-derived slug (spec section 2). */
export function ProgramDetailPage({ slug }: { slug: string }) {
  const { data, isPending, error } = useQuery(programsQuery());
  const program = findBySlug(data, slug);

  if (!program || !data) {
    return <DetailFallback section="programs" noun="program" slug={slug} list={{ crumb: PROGRAMS_COPY.crumb, ...PROGRAMS_COPY.back }} state={fallbackState(data, isPending, error)} />;
  }
  return (
    <>
      <SitePageBanner section="programs" title={program.title} crumbs={[{ label: PROGRAMS_COPY.crumb, to: '/programs' }, { label: program.title }]} />
      <CatalogDetail
        back={PROGRAMS_COPY.back}
        title={program.title}
        description={program.description}
        imageUrl={program.image_url}
        alt={program.alt}
        imageKind="program"
        icon={<Calendar size={28} aria-hidden="true" focusable="false" />}
        // The same colour as the program's card in the list.
        accentClassName={programGradient(data.indexOf(program))}
        listTitle="Activities"
        items={program.activities}
        callLabel={() => 'Call Now'}
        aside={
          <>
            <ProgramBenefitsCard />
            <ScheduleInfoCard />
            <ContactCard />
          </>
        }
      />
    </>
  );
}
