import { useQuery } from '@tanstack/react-query';
import { Calendar } from 'lucide-react';
import { langOf } from '../site/untranslated';
import { SitePageBanner } from '../site/site-page-banner';
import { CatalogDetail } from './catalog-detail';
import { useWords } from '../site/words';
import { catalogWords } from './catalog-words';
import { findBySlug, programsQuery } from '../site/catalog-query';
import { ContactCard } from './contact-card';
import { DetailFallback, fallbackState } from './detail-fallback';
import { ProgramBenefitsCard, ScheduleInfoCard } from './program-side-cards';
import { programGradient } from './program-gradient';

/** /programs/{slug}: one program, found by its title-derived slug (spec section 2). */
export function ProgramDetailPage({ slug }: { slug: string }) {
  const { data, isPending, error } = useQuery(programsQuery());
  const program = findBySlug(data, slug);
  const { programs: w } = useWords(catalogWords);

  if (!program || !data) {
    return <DetailFallback section="programs" kind="programs" slug={slug} state={fallbackState(data, isPending, error)} />;
  }
  return (
    <>
      <SitePageBanner section="programs" title={program.title} titleLang={langOf(program, 'title')} crumbs={[{ label: w.crumb, to: '/programs' }, { label: program.title }]} />
      <CatalogDetail
        back={{ to: '/programs', label: w.back }}
        title={program.title}
        description={program.description}
        imageUrl={program.image_url}
        alt={program.alt}
        imageKind="program"
        icon={<Calendar size={28} aria-hidden="true" focusable="false" />}
        // The same colour as the program's card in the list.
        accentClassName={programGradient(data.indexOf(program))}
        listTitle={w.listTitle}
        items={program.activities}
        callLabel={w.call}
        record={program}
        itemsField="activities"
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
