import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/about/about-page';
import { TeamSection } from '../../features/people/team-section';
import { TestimonialsSection } from '../../features/people/testimonials-section';

function About() {
  return (
    <AboutPage
      people={
        <>
          <TeamSection />
          <TestimonialsSection alt />
        </>
      }
    />
  );
}

export const Route = createFileRoute('/_site/about')({ component: About });
