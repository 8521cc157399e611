import { useQuery } from '@tanstack/react-query';
import { Calendar } from 'lucide-react';
import { Section } from '../../ui/section';
import { SitePageBanner } from '../site/site-page-banner';
import { CatalogCard } from './catalog-card';
import { useWords } from '../site/words';
import { catalogWords } from './catalog-words';
import { CatalogGrid } from './catalog-grid';
import { programsQuery } from '../site/catalog-query';
import { DailySchedule } from './daily-schedule';
import { programGradient } from './program-gradient';
import { VisitCta } from './visit-cta';
import { WhyProgramsMatter } from './why-programs-matter';

/** /programs: every active program, why they matter, and a typical day (spec section 2). */
export function ProgramsPage() {
  const { data, isPending, error } = useQuery(programsQuery());
  const { programs: w } = useWords(catalogWords);
  return (
    <>
      <SitePageBanner section="programs" title={w.title} subtitle={w.subtitle} crumbs={[{ label: w.crumb }]} />
      <Section
        eyebrow={w.eyebrow}
        title={w.heading}
        intro={w.intro}
      >
        <CatalogGrid
          noun="programs"
          items={data}
          isPending={isPending}
          error={error}
          itemKey={(program) => program.id}
          renderItem={(program, index) => (
            <CatalogCard
              to="/programs/$slug"
              title={program.title}
              description={program.description}
              imageUrl={program.image_url}
              alt={program.alt}
              imageKind="program"
              icon={<Calendar size={26} aria-hidden="true" focusable="false" />}
              accentClassName={programGradient(index)}
              items={program.activities}
              record={program}
              itemsField="activities"
            />
          )}
        />
      </Section>
      <WhyProgramsMatter />
      <DailySchedule />
      <VisitCta />
    </>
  );
}
