import { useQuery } from '@tanstack/react-query';
import { Calendar } from 'lucide-react';
import { Section } from '../../ui/section';
import { SitePageBanner } from '../site/site-page-banner';
import { CatalogCard } from './catalog-card';
import { PROGRAMS_COPY } from './catalog-copy';
import { CatalogGrid } from './catalog-grid';
import { programsQuery } from '../site/catalog-query';
import { DailySchedule } from './daily-schedule';
import { programGradient } from './program-gradient';
import { VisitCta } from './visit-cta';
import { WhyProgramsMatter } from './why-programs-matter';

/** /programs: every active program, why they matter, and a typical day (spec section 2). */
export function ProgramsPage() {
  const { data, isPending, error } = useQuery(programsQuery());
  return (
    <>
      <SitePageBanner section="programs" title={PROGRAMS_COPY.title} subtitle={PROGRAMS_COPY.subtitle} crumbs={[{ label: PROGRAMS_COPY.crumb }]} />
      <Section
        eyebrow="Something for Everyone"
        title="Programs for Body, Mind and Spirit"
        intro="Every day brings something to look forward to. Residents join in as much or as little as they like, and we adapt each activity to their abilities."
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
